import { FlaskConical, Info } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ranksAbove } from '#domain/billing/plan-rank.ts';
import type { BillingPeriod, PaymentMode } from '#domain/billing/prices.ts';
import { type PaidPlanId, PLAN_IDS, type PlanId } from '#domain/plans.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useSession } from '../features/auth/api/session.ts';
import { useSubscription } from '../features/billing/api/subscription.ts';
import { type PlanAction, PlanCard } from '../features/billing/components/plan-card.tsx';
import { PricingFaq } from '../features/billing/components/pricing-faq.tsx';
import { PricingToggles } from '../features/billing/components/pricing-toggles.tsx';
import { PromoCodeBox } from '../features/promo-codes/components/promo-code-box.tsx';
import { useSite } from '../features/site/api/site.ts';
import { toast } from '../lib/toast.ts';
import { useOpenedOnce } from '../lib/use-opened-once.ts';

// Shown only to subscribers or after a click: loaded then, not with the page (they carry the dialog code).
const SubscriptionSummary = lazy(() =>
  import('../features/billing/components/subscription-summary.tsx').then((m) => ({
    default: m.SubscriptionSummary,
  })),
);
const PaymentMethodDialog = lazy(() =>
  import('../features/billing/components/payment-method-dialog.tsx').then((m) => ({
    default: m.PaymentMethodDialog,
  })),
);
const ChangePlanDialog = lazy(() =>
  import('../features/billing/components/change-plan-dialog.tsx').then((m) => ({
    default: m.ChangePlanDialog,
  })),
);

const ONE_TIME_NOTE_ID = 'one-time-while-subscribed';
const NO_PAYMENTS_NOTE_ID = 'payments-not-configured';
const NOTE_CLASS =
  'mx-auto flex max-w-3xl items-start gap-2 rounded-md border bg-secondary/50 p-3 text-sm text-foreground';

export default function PricingPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { user, isLoading: sessionLoading } = useSession();
  const subscription = useSubscription();
  const { data: site } = useSite();
  const [mode, setMode] = useState<PaymentMode>('subscription');
  // Until the visitor picks one, the period shown is the current subscription's (else monthly).
  const [chosenPeriod, setPeriod] = useState<BillingPeriod | null>(null);
  const [paying, setPaying] = useState<PaidPlanId | null>(null);
  const [changeTo, setChangeTo] = useState<{ plan: PaidPlanId; billingPeriod: BillingPeriod } | null>(null);
  const paymentDialogUsed = useOpenedOnce(paying !== null);
  const changeDialogUsed = useOpenedOnce(changeTo !== null);

  useEffect(() => {
    if (params.get('checkout') === 'canceled') {
      toast.info(t('checkout.canceled'));
      setParams({}, { replace: true });
    }
  }, [params, setParams, t]);

  const view = subscription.data;
  const currentPlan: PlanId | null = user ? (view?.plan ?? null) : null;
  const sub = view?.subscription ?? null;
  const loadingPlan = sessionLoading || (!!user && subscription.isPending);
  const renewing = !!sub?.renewing;
  const lifetimePlan = user ? (sub?.lifetimePlan ?? null) : null;
  const noPayments = site?.payments.provider === 'none';
  const period: BillingPeriod = chosenPeriod ?? (renewing ? sub?.billingPeriod : null) ?? 'monthly';

  function actionFor(plan: PlanId): PlanAction {
    if (loadingPlan) return { label: t('loadingPlan'), disabled: true };
    const name = t(`common:plans.${plan}`);
    if (plan === 'free') {
      if (!user) return { label: t('getStarted'), onClick: () => navigate('/auth') };
      if (currentPlan === 'free') return { label: t('currentPlan'), disabled: true };
      return { label: t('goToDashboard'), onClick: () => navigate('/dashboard') };
    }
    if (!user) return { label: t('choose', { plan: name }), onClick: () => navigate('/auth') };
    if (noPayments && currentPlan !== plan)
      return { label: t('choose', { plan: name }), disabled: true, describedBy: NO_PAYMENTS_NOTE_ID };
    const samePeriod = mode === 'one-time' || !renewing || sub?.billingPeriod === period;
    // A canceling subscription is resumed from the subscription card, not from here.
    if (currentPlan === plan && samePeriod) return { label: t('currentPlan'), disabled: true };
    // One's own plan in the other billing period: a change of period, not of plan.
    if (currentPlan === plan && renewing && mode === 'subscription')
      return {
        label: t(`switchToPeriod.${period}`),
        onClick: () => setChangeTo({ plan, billingPeriod: period }),
      };
    if (lifetimePlan && !ranksAbove(plan, lifetimePlan))
      return { label: t('includedInLifetime'), disabled: true };
    // The server refuses a new checkout while a subscription renews: plan changes go through it.
    if (renewing && mode === 'one-time')
      return { label: t('choose', { plan: name }), disabled: true, describedBy: ONE_TIME_NOTE_ID };
    if (renewing)
      return {
        label: t('switchTo', { plan: name }),
        onClick: () => setChangeTo({ plan, billingPeriod: period }),
      };
    return { label: t('choose', { plan: name }), onClick: () => setPaying(plan) };
  }

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-12">
      <div className="text-center">
        <h1 className="text-4xl font-bold">{t('title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{t('subtitle')}</p>
      </div>

      {site?.payments.provider === 'test-checkout' && (
        <p className="mx-auto flex max-w-3xl items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('testModeBanner')}
        </p>
      )}

      {noPayments && (
        <p id={NO_PAYMENTS_NOTE_ID} role="note" className={NOTE_CLASS}>
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('paymentsNotConfigured')}
        </p>
      )}

      {user && sub && view && (
        <Card className="mx-auto max-w-3xl">
          <CardHeader>
            <CardTitle className="text-lg">{t('yourSubscription')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Skeleton className="h-24 w-full" />}>
              <SubscriptionSummary view={view} />
            </Suspense>
          </CardContent>
        </Card>
      )}

      <PricingToggles mode={mode} period={period} onMode={setMode} onPeriod={setPeriod} />

      {user && mode === 'one-time' && renewing && (
        <p id={ONE_TIME_NOTE_ID} role="note" className={NOTE_CLASS}>
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('oneTimeWhileSubscribed')}
        </p>
      )}
      {lifetimePlan && lifetimePlan !== 'elite' && (
        <p role="note" className={NOTE_CLASS}>
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('lifetimeUpgradeHint', { plan: t(`common:plans.${lifetimePlan}`) })}
        </p>
      )}

      <div className="mx-auto max-w-3xl">
        <PromoCodeBox />
      </div>

      {subscription.isError && (
        <p className="text-center text-sm text-destructive">{t('common:status.error')}</p>
      )}
      <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {PLAN_IDS.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            mode={mode}
            period={period}
            current={currentPlan === plan}
            action={actionFor(plan)}
          />
        ))}
      </div>

      <PricingFaq />

      <Suspense fallback={null}>
        {paymentDialogUsed && (
          <PaymentMethodDialog plan={paying} mode={mode} period={period} onClose={() => setPaying(null)} />
        )}
        {changeDialogUsed && <ChangePlanDialog target={changeTo} onClose={() => setChangeTo(null)} />}
      </Suspense>
    </div>
  );
}
