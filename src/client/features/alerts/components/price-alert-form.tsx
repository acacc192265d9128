import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { MarketplaceSelect } from '#client/components/marketplace-select.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { asinField, parsePriceInput, useTrackingErrorToast } from '#client/features/tracking/index.ts';
import { toast } from '#client/lib/toast.ts';
import { firstErrorMessage, useZodForm } from '#client/lib/use-zod-form.ts';
import type { CreatePriceAlertBody } from '#contracts/alerts.ts';
import { ALERT_CONDITIONS, type AlertCondition } from '#domain/alerts/alert-rules.ts';
import { MARKETPLACE_CODES, MARKETPLACES } from '#domain/marketplaces.ts';
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

/** The form's text → the contract's body: the target price is read in the marketplace's currency. */
const schema = z.pipe(
  z.object({
    asin: asinField,
    marketplace: z.enum(MARKETPLACE_CODES),
    condition: z.enum(ALERT_CONDITIONS),
    target: z.string(),
  }),
  z.transform(({ target, ...rest }, ctx): CreatePriceAlertBody => {
    const targetPriceCents = parsePriceInput(target, MARKETPLACES[rest.marketplace].currency);
    if (targetPriceCents != null) return { ...rest, targetPriceCents };
    ctx.issues.push({
      code: 'custom',
      message: 'alerts:price.targetInvalid',
      input: target,
      path: ['target'],
    });
    return z.NEVER;
  }),
);

/** New price alert: ASIN, marketplace, condition and target price (in the marketplace's currency). */
export function PriceAlertForm() {
  const { t } = useTranslation(['alerts', 'tracking']);
  const create = useCreatePriceAlert();
  const showError = useTrackingErrorToast();
  const form = useZodForm(schema, {
    defaultValues: { asin: '', marketplace: 'US', condition: 'below', target: '' },
    onEdit: 'clear-all',
  });
  const problem = firstErrorMessage(form.formState.errors);
  const marketplace = form.watch('marketplace');
  const currency = MARKETPLACES[marketplace].currency;

  const submit = form.handleSubmit(
    (body) =>
      create.mutate(body, {
        onSuccess: ({ alert }) => {
          form.setValue('asin', '');
          form.setValue('target', '');
          toast.success(alert.triggered ? t('price.createdTriggered') : t('price.created'));
        },
        onError: showError,
      }),
    (errors) => toast.error(t(firstErrorMessage(errors) ?? '')),
  );

  return (
    // Two columns only where the panel, not the window, has room for "United States (amazon.com)"
    // beside another field (the panel is half the dashboard from 1024 px): a container query.
    <form onSubmit={submit} noValidate className="grid gap-3 @lg:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="price-alert-asin">{t('price.asin')}</Label>
        <Input
          id="price-alert-asin"
          maxLength={20}
          autoComplete="off"
          placeholder={t('tracking:add.placeholder')}
          {...form.register('asin')}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="price-alert-marketplace">{t('tracking:add.marketplace')}</Label>
        <MarketplaceSelect
          id="price-alert-marketplace"
          value={marketplace}
          onChange={(m) => form.setValue('marketplace', m)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="price-alert-condition">{t('price.condition')}</Label>
        <ConditionSelect
          id="price-alert-condition"
          value={form.watch('condition')}
          onChange={(c) => form.setValue('condition', c)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="price-alert-target">{t('price.target', { currency })}</Label>
        <Input
          id="price-alert-target"
          inputMode="decimal"
          placeholder={t('price.targetPlaceholder')}
          {...form.register('target')}
        />
      </div>
      {problem && (
        <p role="alert" className="text-xs font-medium text-destructive @lg:col-span-2">
          {t(problem)}
        </p>
      )}
      <div className="@lg:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('price.creating') : t('price.create')}
        </Button>
      </div>
    </form>
  );
}
