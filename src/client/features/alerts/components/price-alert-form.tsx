import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { MarketplaceSelect } from '#client/features/tracking/components/marketplace-select.tsx';
import { parsePriceInput } from '#client/features/tracking/components/price-format.ts';
import { useTrackingErrorToast } from '#client/features/tracking/components/use-tracking-error.ts';
import { toast } from '#client/lib/toast.ts';
import type { AlertCondition } from '#domain/alerts/alert-rules.ts';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { useCreatePriceAlert } from '../api/price-alerts.ts';

export function ConditionSelect({
  id,
  value,
  onChange,
  ariaLabel,
}: {
  id: string;
  value: AlertCondition;
  onChange: (c: AlertCondition) => void;
  /** When no visible <Label> points at it. */
  ariaLabel?: string;
}) {
  const { t } = useTranslation('alerts');
  return (
    <NativeSelect
      id={id}
      value={value}
      aria-label={ariaLabel}
      onChange={(e) => onChange(e.target.value as AlertCondition)}
    >
      <option value="below">{t('condition.below')}</option>
      <option value="above">{t('condition.above')}</option>
    </NativeSelect>
  );
}

/** New price alert: ASIN, marketplace, condition and target price (in the marketplace's currency). */
export function PriceAlertForm() {
  const { t } = useTranslation(['alerts', 'tracking']);
  const create = useCreatePriceAlert();
  const showError = useTrackingErrorToast();
  const [asin, setAsin] = useState('');
  const [marketplace, setMarketplace] = useState<MarketplaceCode>('US');
  const [condition, setCondition] = useState<AlertCondition>('below');
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const currency = MARKETPLACES[marketplace].currency;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = normalizeAsin(asin);
    const cents = parsePriceInput(target, currency);
    const issue = !value
      ? t('tracking:add.asinRequired')
      : !isAsin(value)
        ? t('tracking:add.asinInvalid')
        : cents == null
          ? t('price.targetInvalid')
          : null;
    setProblem(issue);
    if (issue || cents == null) return void toast.error(issue);
    create.mutate(
      { asin: value, marketplace, condition, targetPriceCents: cents },
      {
        onSuccess: ({ alert }) => {
          setAsin('');
          setTarget('');
          toast.success(alert.triggered ? t('price.createdTriggered') : t('price.created'));
        },
        onError: showError,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="price-alert-asin">{t('price.asin')}</Label>
        <Input
          id="price-alert-asin"
          value={asin}
          maxLength={20}
          autoComplete="off"
          placeholder={t('tracking:add.placeholder')}
          onChange={(e) => {
            setAsin(e.target.value);
            setProblem(null);
          }}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="price-alert-marketplace">{t('tracking:add.marketplace')}</Label>
        <MarketplaceSelect id="price-alert-marketplace" value={marketplace} onChange={setMarketplace} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="price-alert-condition">{t('price.condition')}</Label>
        <ConditionSelect id="price-alert-condition" value={condition} onChange={setCondition} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="price-alert-target">{t('price.target', { currency })}</Label>
        <Input
          id="price-alert-target"
          inputMode="decimal"
          value={target}
          placeholder={t('price.targetPlaceholder')}
          onChange={(e) => {
            setTarget(e.target.value);
            setProblem(null);
          }}
        />
      </div>
      {problem && (
        <p role="alert" className="text-xs font-medium text-destructive sm:col-span-2">
          {problem}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('price.creating') : t('price.create')}
        </Button>
      </div>
    </form>
  );
}
