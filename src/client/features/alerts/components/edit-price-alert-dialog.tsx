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
import { parsePriceInput, priceInputValue, useTrackingErrorToast } from '#client/features/tracking/index.ts';
import { toast } from '#client/lib/toast.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import type { UpdatePriceAlertBody } from '#contracts/alerts.ts';
import { ALERT_CONDITIONS } from '#domain/alerts/alert-rules.ts';
import { type PriceAlert, useUpdatePriceAlert } from '../api/price-alerts.ts';
import { ConditionSelect } from './price-alert-form.tsx';

/** The dialog's text → the contract's update: the target is read in the alert's currency. */
const editSchema = (currency: string) =>
  z.pipe(
    z.object({ condition: z.enum(ALERT_CONDITIONS), target: z.string() }),
    z.transform(({ condition, target }, ctx): UpdatePriceAlertBody => {
      const targetPriceCents = parsePriceInput(target, currency);
      if (targetPriceCents != null) return { condition, targetPriceCents };
      ctx.issues.push({ code: 'custom', message: 'price.targetInvalid', input: target, path: ['target'] });
      return z.NEVER;
    }),
  );

/** Changes a price alert's condition and target; loaded when its Edit button is first used. */
export default function EditPriceAlertDialog({ alert, onClose }: { alert: PriceAlert; onClose: () => void }) {
  const { t } = useTranslation('alerts');
  const update = useUpdatePriceAlert();
  const showError = useTrackingErrorToast();
  const schema = useMemo(() => editSchema(alert.currency), [alert.currency]);
  const form = useZodForm(schema, {
    defaultValues: {
      condition: alert.condition,
      target: priceInputValue(alert.targetPriceCents, alert.currency),
    },
  });
  const problem = form.formState.errors.target?.message;
  const save = form.handleSubmit((body) =>
    update.mutate(
      { id: alert.id, ...body },
      {
        onSuccess: () => {
          toast.success(t('price.saved'));
          onClose();
        },
        onError: showError,
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('price.editTitle')}</DialogTitle>
        </DialogHeader>
        <form onSubmit={save} noValidate className="grid gap-3">
          <p className="text-sm text-muted-foreground">{alert.productName}</p>
          <div className="grid gap-1.5">
            <Label htmlFor="edit-price-condition">{t('price.condition')}</Label>
            <ConditionSelect
              id="edit-price-condition"
              value={form.watch('condition')}
              onChange={(c) => form.setValue('condition', c)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="edit-price-target">{t('price.target', { currency: alert.currency })}</Label>
            <Input
              id="edit-price-target"
              inputMode="decimal"
              aria-invalid={!!problem}
              {...form.register('target')}
            />
            {problem && (
              <p role="alert" className="text-xs font-medium text-destructive">
                {t(problem)}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {t('common:actions.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
