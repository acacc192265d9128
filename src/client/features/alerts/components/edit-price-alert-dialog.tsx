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
import { parsePriceInput, priceInputValue } from '#client/features/tracking/components/price-format.ts';
import { useTrackingErrorToast } from '#client/features/tracking/components/use-tracking-error.ts';
import { toast } from '#client/lib/toast.ts';
import type { AlertCondition } from '#domain/alerts/alert-rules.ts';
import { type PriceAlert, useUpdatePriceAlert } from '../api/price-alerts.ts';
import { ConditionSelect } from './price-alert-form.tsx';

/** Changes a price alert's condition and target; loaded when its Edit button is first used. */
export default function EditPriceAlertDialog({ alert, onClose }: { alert: PriceAlert; onClose: () => void }) {
  const { t } = useTranslation('alerts');
  const update = useUpdatePriceAlert();
  const showError = useTrackingErrorToast();
  const [condition, setCondition] = useState<AlertCondition>(alert.condition);
  const [target, setTarget] = useState(priceInputValue(alert.targetPriceCents, alert.currency));
  const [problem, setProblem] = useState<string | null>(null);
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const cents = parsePriceInput(target, alert.currency);
    if (cents == null) return setProblem(t('price.targetInvalid'));
    update.mutate(
      { id: alert.id, condition, targetPriceCents: cents },
      {
        onSuccess: () => {
          toast.success(t('price.saved'));
          onClose();
        },
        onError: showError,
      },
    );
  };
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
            <ConditionSelect id="edit-price-condition" value={condition} onChange={setCondition} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="edit-price-target">{t('price.target', { currency: alert.currency })}</Label>
            <Input
              id="edit-price-target"
              inputMode="decimal"
              value={target}
              aria-invalid={!!problem}
              onChange={(e) => {
                setTarget(e.target.value);
                setProblem(null);
              }}
            />
            {problem && (
              <p role="alert" className="text-xs font-medium text-destructive">
                {problem}
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
