import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Checkbox } from '#client/components/ui/switch.tsx';
import { MarketplaceSelect } from '#client/features/tracking/components/marketplace-select.tsx';
import { parsePriceInput, priceInputValue } from '#client/features/tracking/components/price-format.ts';
import { useTrackingErrorToast } from '#client/features/tracking/components/use-tracking-error.ts';
import { toast } from '#client/lib/toast.ts';
import {
  type AlertCondition,
  CRITERION_KEYS,
  type Criteria,
  type CriterionKey,
  DEFAULT_CRITERIA,
  multiCriteriaProblem,
} from '#domain/alerts/alert-rules.ts';
import { normalizeAsin } from '#domain/asin.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { type MultiCriteriaAlert, useSaveMultiCriteriaAlert } from '../api/multi-criteria-alerts.ts';
import { ConditionSelect } from './price-alert-form.tsx';

type Draft = Record<CriterionKey, { enabled: boolean; threshold: string; condition: AlertCondition }>;

const toDraft = (c: Criteria, currency: string): Draft =>
  Object.fromEntries(
    CRITERION_KEYS.map((k) => [
      k,
      {
        ...c[k],
        threshold:
          k === 'price'
            ? c[k].threshold > 0
              ? priceInputValue(c[k].threshold, currency)
              : ''
            : String(c[k].threshold),
      },
    ]),
  ) as Draft;

/** The typed rule; a disabled criterion keeps a valid number (it is not evaluated). */
function fromDraft(d: Draft, currency: string): Criteria {
  const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim().replace(',', '.')));
  return Object.fromEntries(
    CRITERION_KEYS.map((k) => {
      const typed =
        k === 'price' ? (parsePriceInput(d[k].threshold, currency) ?? Number.NaN) : num(d[k].threshold);
      const threshold = d[k].enabled || Number.isFinite(typed) ? typed : DEFAULT_CRITERIA[k].threshold;
      return [k, { enabled: d[k].enabled, condition: d[k].condition, threshold }];
    }),
  ) as Criteria;
}

/** Create or edit a multi-criteria alert: name, ASIN and the five criteria (spec §3, §9 defaults). */
export function MultiCriteriaDialog({ alert, onClose }: { alert?: MultiCriteriaAlert; onClose: () => void }) {
  const { t } = useTranslation(['alerts', 'tracking', 'common']);
  const save = useSaveMultiCriteriaAlert();
  const showError = useTrackingErrorToast();
  const [name, setName] = useState(alert?.name ?? '');
  const [asin, setAsin] = useState(alert?.asin ?? '');
  const [marketplace, setMarketplace] = useState<MarketplaceCode>(alert?.marketplace ?? 'US');
  const currency = alert?.currency ?? MARKETPLACES[marketplace].currency;
  const [draft, setDraft] = useState<Draft>(() => toDraft(alert?.criteria ?? DEFAULT_CRITERIA, currency));
  const [problem, setProblem] = useState<string | null>(null);

  const set = (key: CriterionKey, change: Partial<Draft[CriterionKey]>) => {
    setDraft((d) => ({ ...d, [key]: { ...d[key], ...change } }));
    setProblem(null);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const criteria = fromDraft(draft, currency);
    const issue = multiCriteriaProblem({ name, asin, criteria });
    const message = issue
      ? issue.code === 'thresholdInvalid'
        ? t('multi.thresholdInvalid', { criterion: t(`criteria.${issue.criterion}`) })
        : t(`multi.${issue.code}`)
      : null;
    setProblem(message);
    if (message) return void toast.error(message);
    save.mutate(
      { id: alert?.id, input: { name: name.trim(), asin: normalizeAsin(asin), marketplace, criteria } },
      {
        onSuccess: () => {
          toast.success(alert ? t('multi.saved') : t('multi.created'));
          onClose();
        },
        onError: showError,
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{alert ? t('multi.editTitle') : t('multi.createTitle')}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5 sm:col-span-2">
              <Label htmlFor="multi-name">{t('multi.name')}</Label>
              <Input
                id="multi-name"
                value={name}
                maxLength={100}
                placeholder={t('multi.namePlaceholder')}
                onChange={(e) => {
                  setName(e.target.value);
                  setProblem(null);
                }}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="multi-asin">{t('price.asin')}</Label>
              <Input
                id="multi-asin"
                value={asin}
                maxLength={20}
                disabled={!!alert}
                placeholder={t('tracking:add.placeholder')}
                onChange={(e) => {
                  setAsin(e.target.value);
                  setProblem(null);
                }}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="multi-marketplace">{t('tracking:add.marketplace')}</Label>
              <MarketplaceSelect
                id="multi-marketplace"
                value={marketplace}
                disabled={!!alert}
                onChange={setMarketplace}
              />
            </div>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('multi.criteriaLegend')}</legend>
            {CRITERION_KEYS.map((key) => (
              <div
                key={key}
                className="grid grid-cols-2 items-center gap-2 rounded-md border p-2 sm:grid-cols-[9rem_1fr_7rem]"
              >
                <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
                  <Checkbox
                    id={`multi-${key}-enabled`}
                    checked={draft[key].enabled}
                    onCheckedChange={(v) => set(key, { enabled: v === true })}
                  />
                  <Label htmlFor={`multi-${key}-enabled`}>
                    {t(`criteria.${key}`)}
                    {key === 'price' && ` (${currency})`}
                  </Label>
                </div>
                <ConditionSelect
                  id={`multi-${key}-condition`}
                  ariaLabel={t('multi.conditionOf', { criterion: t(`criteria.${key}`) })}
                  value={draft[key].condition}
                  onChange={(condition) => set(key, { condition })}
                />
                <Input
                  aria-label={t('multi.thresholdOf', { criterion: t(`criteria.${key}`) })}
                  inputMode="decimal"
                  value={draft[key].threshold}
                  disabled={!draft[key].enabled}
                  onChange={(e) => set(key, { threshold: e.target.value })}
                />
              </div>
            ))}
            <p className="text-xs text-muted-foreground">{t('multi.hint')}</p>
          </fieldset>
          {problem && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {alert ? t('common:actions.save') : t('multi.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
