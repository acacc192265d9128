import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
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
import { firstError, useZodForm } from '#client/lib/use-zod-form.ts';
import type { CreateMultiCriteriaBody } from '#contracts/alerts.ts';
import {
  ALERT_CONDITIONS,
  type AlertCondition,
  CRITERION_KEYS,
  type Criteria,
  type CriterionKey,
  DEFAULT_CRITERIA,
  multiCriteriaProblem,
} from '#domain/alerts/alert-rules.ts';
import { normalizeAsin } from '#domain/asin.ts';
import { MARKETPLACE_CODES, MARKETPLACES } from '#domain/marketplaces.ts';
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

const criterionDraft = z.object({
  enabled: z.boolean(),
  threshold: z.string(),
  condition: z.enum(ALERT_CONDITIONS),
});

/**
 * The dialog's text → the alert to save, checked by the domain's rule (spec §5). A problem is
 * reported where it is: on the name, on the criteria, or on one criterion's threshold.
 */
const dialogSchema = (fixedCurrency: string | undefined) =>
  z.pipe(
    z.object({
      name: z.string(),
      asin: z.string(),
      marketplace: z.enum(MARKETPLACE_CODES),
      criteria: z.object(
        Object.fromEntries(CRITERION_KEYS.map((k) => [k, criterionDraft])) as Record<
          CriterionKey,
          typeof criterionDraft
        >,
      ),
    }),
    z.transform((v, ctx): CreateMultiCriteriaBody => {
      const criteria = fromDraft(v.criteria, fixedCurrency ?? MARKETPLACES[v.marketplace].currency);
      const issue = multiCriteriaProblem({ name: v.name, asin: v.asin, criteria });
      if (!issue)
        return { name: v.name.trim(), asin: normalizeAsin(v.asin), marketplace: v.marketplace, criteria };
      const path =
        issue.code === 'thresholdInvalid'
          ? ['criteria', issue.criterion, 'threshold']
          : issue.code === 'criterionRequired'
            ? ['criteria']
            : ['name'];
      ctx.issues.push({ code: 'custom', message: `multi.${issue.code}`, input: v, path });
      return z.NEVER;
    }),
  );

/** Create or edit a multi-criteria alert: name, ASIN and the five criteria (spec §3, §9 defaults). */
export function MultiCriteriaDialog({ alert, onClose }: { alert?: MultiCriteriaAlert; onClose: () => void }) {
  const { t } = useTranslation(['alerts', 'tracking', 'common']);
  const save = useSaveMultiCriteriaAlert();
  const showError = useTrackingErrorToast();
  const schema = useMemo(() => dialogSchema(alert?.currency), [alert?.currency]);
  const form = useZodForm(schema, {
    defaultValues: {
      name: alert?.name ?? '',
      asin: alert?.asin ?? '',
      marketplace: alert?.marketplace ?? 'US',
      criteria: toDraft(
        alert?.criteria ?? DEFAULT_CRITERIA,
        alert?.currency ?? MARKETPLACES[alert?.marketplace ?? 'US'].currency,
      ),
    },
    onEdit: 'clear-all',
  });
  const marketplace = form.watch('marketplace');
  const currency = alert?.currency ?? MARKETPLACES[marketplace].currency;
  const draft = form.watch('criteria');
  const error = firstError(form.formState.errors);
  const problem = !error
    ? null
    : error.path[0] === 'criteria' && error.path.length > 1
      ? t(error.message, { criterion: t(`criteria.${error.path[1]}`) })
      : t(error.message);
  /** A checkbox or condition changed: like typing, it clears the problem shown. */
  const set = (key: CriterionKey, change: Partial<Draft[CriterionKey]>) => {
    for (const [field, value] of Object.entries(change))
      form.setValue(`criteria.${key}.${field as keyof Draft[CriterionKey]}`, value as never);
    form.clearErrors();
  };

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { id: alert?.id, input },
        {
          onSuccess: () => {
            toast.success(alert ? t('multi.saved') : t('multi.created'));
            onClose();
          },
          onError: showError,
        },
      ),
    (errors) => {
      const first = firstError(errors);
      if (!first) return;
      toast.error(
        first.path[0] === 'criteria' && first.path.length > 1
          ? t(first.message, { criterion: t(`criteria.${first.path[1]}`) })
          : t(first.message),
      );
    },
  );

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
                maxLength={100}
                placeholder={t('multi.namePlaceholder')}
                {...form.register('name')}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="multi-asin">{t('price.asin')}</Label>
              <Input
                id="multi-asin"
                maxLength={20}
                disabled={!!alert}
                placeholder={t('tracking:add.placeholder')}
                {...form.register('asin')}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="multi-marketplace">{t('tracking:add.marketplace')}</Label>
              <MarketplaceSelect
                id="multi-marketplace"
                value={marketplace}
                disabled={!!alert}
                onChange={(m) => form.setValue('marketplace', m)}
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
                  disabled={!draft[key].enabled}
                  {...form.register(`criteria.${key}.threshold`)}
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
