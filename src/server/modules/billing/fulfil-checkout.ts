import { and, eq } from 'drizzle-orm';
import { addPeriod } from '#domain/billing/prices.ts';
import { checkouts, user } from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { PaymentProvider, ProviderSubscription } from '#server/providers/payments/payment-provider.ts';
import { type CheckoutConflict, checkoutConflict, purchaseOf } from './checkout-conflict.ts';
import {
  type Executor,
  grantFromProvider,
  monthStart,
  readSubscription,
  type SubscriptionRecord,
  writeSubscription,
} from './write-subscription.ts';

export type FulfilResult = 'fulfilled' | 'already-fulfilled' | 'not-found' | 'refund-due';

/**
 * What stops a paid checkout from being applied now. The renewing subscription it would duplicate is
 * asked about again at its provider: one that has ended there (a missed webhook) is no conflict.
 */
async function conflictAtFulfilment(o: {
  row: SubscriptionRecord | undefined;
  checkout: typeof checkouts.$inferSelect;
  subscription: ProviderSubscription | null;
  payments: PaymentProvider;
  now: Date;
}): Promise<CheckoutConflict | null> {
  const { row } = o;
  if (o.subscription && row?.providerSubscriptionId === o.subscription.id) return null; // this one
  const purchase = o.subscription
    ? { plan: o.checkout.plan, end: o.subscription.currentPeriodEnd }
    : purchaseOf(row, o.checkout, o.now);
  const conflict = checkoutConflict(row, purchase, o.now);
  if (conflict?.code !== 'subscription_exists' || !row?.providerSubscriptionId) return conflict;
  if (row.provider !== o.payments.id) return conflict;
  const existing = await o.payments.retrieveSubscription(row.providerSubscriptionId);
  return existing && existing.status !== 'expired' ? conflict : null;
}

/**
 * The one fulfilment path, run by the Stripe webhook (checkout completed, or a subscription event
 * whose checkout is still open) and by the test checkout's confirmation: marks an open checkout
 * completed (exactly once) and writes the subscription it paid for. A subscription checkout needs the
 * provider's subscription; a one-time payment gives one month of the plan with no renewal (added to
 * the end of a running one-time month of the same plan).
 *
 * A checkout opened earlier can be paid after the user got a renewing subscription (two open
 * checkouts) or a lifetime plan covering it: it is then not applied. The existing grant is kept, the
 * checkout is marked `refund-due` (for the operator to refund) and a duplicate provider subscription
 * is ended at once so it never bills again.
 */
export async function fulfilCheckout(o: {
  db: Executor;
  payments: PaymentProvider;
  checkoutId: string;
  subscription: ProviderSubscription | null;
  customerId: string | null;
  now: Date;
  log: Logger;
}): Promise<FulfilResult> {
  const [checkout] = await o.db
    .update(checkouts)
    .set({ status: 'completed', completedAt: o.now, providerCustomerId: o.customerId ?? undefined })
    .where(and(eq(checkouts.id, o.checkoutId), eq(checkouts.status, 'open')))
    .returning();
  if (!checkout) {
    const [exists] = await o.db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(eq(checkouts.id, o.checkoutId));
    return exists ? 'already-fulfilled' : 'not-found';
  }
  const provider = checkout.provider as 'stripe' | 'test-checkout';
  if (checkout.mode === 'subscription' && !o.subscription)
    throw new Error(`checkout ${checkout.id}: subscription checkout without a subscription`);

  // One fulfilment at a time per user, so two checkouts paid together cannot both be applied.
  await o.db.select({ id: user.id }).from(user).where(eq(user.id, checkout.userId)).for('update');
  const current = await readSubscription(o.db, checkout.userId);
  const conflict = await conflictAtFulfilment({ ...o, row: current, checkout });
  if (conflict) {
    await o.db.update(checkouts).set({ status: 'refund-due' }).where(eq(checkouts.id, checkout.id));
    if (o.subscription) await o.payments.cancelNow({ subscriptionId: o.subscription.id });
    o.log.warn(
      {
        checkoutId: checkout.id,
        userId: checkout.userId,
        reason: conflict.code,
        canceledSubscription: o.subscription?.id ?? null,
        amountCents: checkout.amountCents,
      },
      'paid checkout not applied: the user already has a plan covering it; refund it',
    );
    return 'refund-due';
  }

  if (checkout.mode === 'subscription' && o.subscription) {
    await writeSubscription(o.db, checkout.userId, grantFromProvider(provider, o.subscription), o.now);
    return 'fulfilled';
  }

  const start = monthStart(current, checkout.plan, o.now);
  const extends_ = start.getTime() > o.now.getTime();
  await writeSubscription(
    o.db,
    checkout.userId,
    {
      plan: checkout.plan,
      status: 'active',
      provider,
      providerCustomerId: o.customerId ?? checkout.providerCustomerId,
      providerSubscriptionId: null,
      billingPeriod: null,
      oneTime: true,
      lifetime: false,
      currentPeriodStart: extends_ ? (current?.currentPeriodStart ?? o.now) : o.now,
      currentPeriodEnd: addPeriod(start, 'one-month'),
    },
    o.now,
  );
  return 'fulfilled';
}
