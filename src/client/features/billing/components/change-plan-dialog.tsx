import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { formatLongDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import type { BillingPeriod } from '#domain/billing/prices.ts';
import { asCurrency, formatMoney, type MinorUnits, minorUnits } from '#domain/money.ts';
import type { PaidPlanId } from '#domain/plans.ts';
import { useChangePlan, usePlanChangePreview } from '../api/manage-subscription.ts';

/** Immediate, prorated change of a renewing subscription, with the amount computed before confirming. */
export function ChangePlanDialog({
  target,
  onClose,
}: {
  target: { plan: PaidPlanId; billingPeriod: BillingPeriod } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const errorMessage = useErrorMessage();
  const preview = usePlanChangePreview(target);
  const change = useChangePlan();
  // A canceling subscription: the user says whether the change resumes renewal (never assumed).
  const [resume, setResume] = useState<boolean | null>(null);
  const p = preview.data;
  const answered = !p?.canceling || resume !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new target asks the question again
  useEffect(() => setResume(null), [target?.plan, target?.billingPeriod]);
  const money = (cents: MinorUnits) =>
    formatMoney({ minor: cents, currency: asCurrency(p?.currency ?? 'EUR') }, i18n.language);

  const onConfirm = () => {
    if (!target) return;
    change.mutate(
      { ...target, resumeRenewal: p?.canceling ? (resume ?? undefined) : undefined },
      {
        onSuccess: () => {
          toast.success(t('changePlan.done', { plan: t(`common:plans.${target.plan}`) }));
          onClose();
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };

  return (
    <Dialog open={!!target} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {target &&
              t('changePlan.title', {
                plan: t(`common:plans.${target.plan}`),
                period: t(`period.${target.billingPeriod}`),
              })}
          </DialogTitle>
          <DialogDescription>{t('changePlan.description')}</DialogDescription>
        </DialogHeader>
        <QueryStates query={preview} skeletonClassName="h-24" loadError={errorMessage(preview.error)}>
          {(p) => (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>{t('changePlan.credit')}</dt>
              <dd className="text-right">−{money(p.creditCents)}</dd>
              <dt>{t('changePlan.charge')}</dt>
              <dd className="text-right">{money(p.chargeCents)}</dd>
              <dt className="font-semibold">
                {p.amountDueCents >= 0 ? t('changePlan.dueNow') : t('changePlan.creditLeft')}
              </dt>
              <dd className="text-right font-semibold">{money(minorUnits(Math.abs(p.amountDueCents)))}</dd>
              <dt className="text-muted-foreground">
                {p.canceling && !resume ? t('changePlan.ends') : t('changePlan.renews')}
              </dt>
              <dd className="text-right text-muted-foreground">
                {formatLongDate(p.newPeriodEnd, i18n.language)}
              </dd>
            </dl>
          )}
        </QueryStates>
        {p?.canceling && (
          <fieldset className="space-y-2 text-sm">
            <legend className="mb-1 font-medium">{t('changePlan.renewalQuestion')}</legend>
            {([true, false] as const).map((choice) => (
              <label
                key={String(choice)}
                className="flex cursor-pointer items-start gap-2 rounded-md border p-2"
              >
                <input
                  type="radio"
                  name="resume-renewal"
                  checked={resume === choice}
                  onChange={() => setResume(choice)}
                  className="mt-1 accent-primary"
                />
                <span>
                  {t(choice ? 'changePlan.resumeYes' : 'changePlan.resumeNo', {
                    date: formatLongDate(p.newPeriodEnd, i18n.language),
                  })}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('changePlan.keep')}
          </Button>
          <Button onClick={onConfirm} disabled={!p || !answered || change.isPending}>
            {change.isPending ? t('changePlan.changing') : t('changePlan.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
