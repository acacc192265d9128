import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { formatLongDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { checkoutAmountCents } from '#domain/billing/prices.ts';
import { formatMoney, money } from '#domain/money.ts';
import { isPaidPlanId, PLAN_CURRENCY } from '#domain/plans.ts';
import { useChangePlan } from '../api/manage-subscription.ts';
import type { SubscriptionView } from '../api/subscription.ts';

type Sub = NonNullable<SubscriptionView['subscription']>;

/**
 * "Keep my subscription" for a canceled subscription still running: it renews again at the same plan
 * and billing period (a change to the same plan, so nothing is charged now).
 */
export function ResumeSubscriptionButton({ sub }: { sub: Sub }) {
  const { t, i18n } = useTranslation('billing');
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const change = useChangePlan();
  const { plan, billingPeriod, currentPeriodEnd } = sub;
  if (sub.status !== 'canceling' || !sub.renewing || !isPaidPlanId(plan) || !billingPeriod) return null;
  const date = currentPeriodEnd ? formatLongDate(currentPeriodEnd, i18n.language) : '';

  const onConfirm = () =>
    change.mutate(
      { plan, billingPeriod, resumeRenewal: true },
      {
        onSuccess: (p) => {
          setConfirming(false);
          toast.success(t('resume.done', { date: formatLongDate(p.newPeriodEnd, i18n.language) }));
        },
        onError: (e) => {
          setConfirming(false);
          toast.error(errorMessage(e));
        },
      },
    );

  return (
    <>
      <Button size="sm" onClick={() => setConfirming(true)}>
        <RotateCcw />
        {t('resume.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('resume.confirmTitle')}
        description={t('resume.confirmBody', {
          plan: t(`common:plans.${plan}`),
          date,
          amount: formatMoney(
            money(checkoutAmountCents(plan, 'subscription', billingPeriod), PLAN_CURRENCY),
            i18n.language,
          ),
          period: t(`period.${billingPeriod}`),
        })}
        confirmLabel={change.isPending ? t('resume.resuming') : t('resume.confirm')}
        onConfirm={onConfirm}
        destructive={false}
        pending={change.isPending}
      />
    </>
  );
}
