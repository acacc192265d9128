import type { SubscriptionView } from '#contracts/billing.ts';
import type { Db } from '#server/db/client.ts';
import type { PaymentProviderId } from '#server/providers/payments/payment-provider.ts';
import { planFromSubscription } from './get-effective-plan.ts';
import { isRenewing, lifetimePlanOf, readSubscription } from './write-subscription.ts';

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
