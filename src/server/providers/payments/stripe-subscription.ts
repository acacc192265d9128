import type Stripe from 'stripe';
import { type BillingPeriod, parsePriceLookupKey } from '#domain/billing/prices.ts';
import { isPaidPlanId } from '#domain/plans.ts';
import type { ProviderSubscription } from './payment-provider.ts';

const ENDED = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired', 'unpaid']);
const LIVE = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);

/**
 * A Stripe subscription in our words. An `incomplete` subscription (first payment not made) gives
 * nothing yet: null. The plan comes from the price's lookup key (`scout_<plan>_<period>`).
 */
export function fromStripeSubscription(sub: Stripe.Subscription): ProviderSubscription | null {
  const item = sub.items.data[0];
  if (!item) return null;
  const parsed = parsePriceLookupKey(item.price.lookup_key);
  const metaPlan = item.price.metadata?.plan ?? sub.metadata?.plan;
  const plan = parsed?.plan ?? (isPaidPlanId(metaPlan) ? metaPlan : null);
  if (!plan) return null;
  const billingPeriod: BillingPeriod = item.price.recurring?.interval === 'year' ? 'yearly' : 'monthly';
  let status: ProviderSubscription['status'];
  if (ENDED.has(sub.status)) status = 'expired';
  else if (LIVE.has(sub.status)) status = sub.cancel_at_period_end || sub.cancel_at ? 'canceling' : 'active';
  else return null;
  return {
    id: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    userId: sub.metadata?.userId ?? null,
    plan,
    billingPeriod,
    status,
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    checkoutId: sub.metadata?.checkoutId ?? null,
  };
}
