import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MarketplaceSelect } from '#client/components/marketplace-select.tsx';
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
import { useTrackingErrorToast } from '#client/features/tracking/index.ts';
import { toast } from '#client/lib/toast.ts';
import { firstError, useZodForm } from '#client/lib/use-zod-form.ts';
import { CRITERION_KEYS, type CriterionKey, DEFAULT_CRITERIA } from '#domain/alerts/alert-rules.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { type MultiCriteriaAlert, useSaveMultiCriteriaAlert } from '../api/multi-criteria-alerts.ts';
import { type Draft, dialogSchema, toDraft } from './multi-criteria-schema.ts';
import { ConditionSelect } from './price-alert-form.tsx';

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
