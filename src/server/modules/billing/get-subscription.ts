import type { PlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import type { PaymentProviderId } from '#server/providers/payments/payment-provider.ts';
import { planFromSubscription } from './get-effective-plan.ts';
import { isRenewing, lifetimePlanOf, readSubscription } from './write-subscription.ts';

export interface SubscriptionView {
  /** The plan in force now. */
  plan: PlanId;
  /** The payment service this server uses for new checkouts. */
  paymentProvider: PaymentProviderId;
  subscription: {
    plan: PlanId;
    status: 'active' | 'canceling' | 'expired';
    provider: string | null;
    billingPeriod: 'monthly' | 'yearly' | null;
    oneTime: boolean;
    lifetime: boolean;
    /** The plan kept for good (lifetime promo code); it comes back when a higher paid plan ends. */
    lifetimePlan: PlanId | null;
    currentPeriodEnd: string | null;
    /** Renews by itself: plan changes go through change-plan, not a new checkout. */
    renewing: boolean;
    canCancel: boolean;
    hasBillingPortal: boolean;
  } | null;
}

export async function getSubscription(o: {
  db: Db;
  userId: string;
  paymentProvider: PaymentProviderId;
  now: Date;
}): Promise<SubscriptionView> {
  const row = await readSubscription(o.db, o.userId);
  const plan = planFromSubscription(row, o.now);
  if (!row || plan === 'free') return { plan, paymentProvider: o.paymentProvider, subscription: null };
  const renewing = isRenewing(row, o.now) && row.provider === o.paymentProvider;
  return {
    plan,
    paymentProvider: o.paymentProvider,
    subscription: {
      plan: row.plan,
      status: row.status,
      provider: row.provider,
      billingPeriod: row.billingPeriod,
      oneTime: row.oneTime,
      lifetime: row.lifetime,
      lifetimePlan: lifetimePlanOf(row),
      currentPeriodEnd: row.lifetime ? null : (row.currentPeriodEnd?.toISOString() ?? null),
      renewing,
      canCancel: renewing && row.status === 'active',
      hasBillingPortal:
        row.provider === 'stripe' && o.paymentProvider === 'stripe' && !!row.providerCustomerId,
    },
  };
}
