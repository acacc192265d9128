import { CalendarClock, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { formatLongDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useBillingPortal, useCancelSubscription } from '../api/manage-subscription.ts';
import type { SubscriptionView } from '../api/subscription.ts';
import { PlanBadge } from './plan-badge.tsx';
import { ResumeSubscriptionButton } from './resume-subscription-button.tsx';

type Sub = NonNullable<SubscriptionView['subscription']>;

/** What the subscription gives and until when, in the user's language ("access until 22 novembre 2026"). */
export function SubscriptionStatusLine({ sub }: { sub: Sub }) {
  const { t, i18n } = useTranslation('billing');
  const date = sub.currentPeriodEnd ? formatLongDate(sub.currentPeriodEnd, i18n.language) : '';
  if (sub.lifetime) return <p className="text-sm text-muted-foreground">{t('status.lifetime')}</p>;
  if (sub.status === 'canceling')
    return (
      <p
        role="status"
        className="rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        data-testid="canceling-notice"
      >
        {t('status.canceling', { date })}
      </p>
    );
  if (sub.oneTime) return <p className="text-sm text-muted-foreground">{t('status.oneTime', { date })}</p>;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <CalendarClock className="size-4" aria-hidden="true" />
      {t(`status.renews.${sub.billingPeriod ?? 'monthly'}`, { date })}
    </p>
  );
}

/**
 * The current subscription with its actions: resume a canceled one, cancel (confirmed first) and the
 * billing portal.
 */
export function SubscriptionSummary({ view }: { view: SubscriptionView }) {
  const { t, i18n } = useTranslation('billing');
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const portal = useBillingPortal();
  const sub = view.subscription;
  if (!sub) return null;

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('cancel.done'));
        setConfirming(false);
      },
      onError: (e) => {
        setConfirming(false);
        toast.error(errorMessage(e));
      },
    });
  const onPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (e) => toast.error(errorMessage(e)),
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <PlanBadge plan={view.plan} />
        {sub.billingPeriod && !sub.oneTime && (
          <span className="text-sm text-muted-foreground">{t(`period.${sub.billingPeriod}`)}</span>
        )}
        {sub.provider === 'test-checkout' && (
          <span className="text-xs text-muted-foreground">{t('status.testMode')}</span>
        )}
      </div>
      <SubscriptionStatusLine sub={sub} />
      {!sub.lifetime && sub.lifetimePlan && (
        <p className="text-sm text-muted-foreground">
          {t('status.lifetimeAfter', { plan: t(`common:plans.${sub.lifetimePlan}`) })}
        </p>
      )}
      {(sub.canCancel || sub.hasBillingPortal || (sub.status === 'canceling' && sub.renewing)) && (
        <div className="flex flex-wrap gap-2">
          <ResumeSubscriptionButton sub={sub} />
          {sub.hasBillingPortal && (
            <Button variant="outline" size="sm" onClick={onPortal} disabled={portal.isPending}>
              <CreditCard />
              {t('portal.open')}
            </Button>
          )}
          {sub.canCancel && (
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              {t('cancel.button')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('cancel.confirmTitle')}
        description={t('cancel.confirmBody', {
          date: sub.currentPeriodEnd ? formatLongDate(sub.currentPeriodEnd, i18n.language) : '',
        })}
        confirmLabel={cancel.isPending ? t('cancel.canceling') : t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        onConfirm={onCancel}
        pending={cancel.isPending}
      />
    </div>
  );
}
