import { and, desc, eq } from 'drizzle-orm';
import { ranksAbove } from '#domain/billing/plan-rank.ts';
import { type CheckoutStatus, checkouts, subscriptions, user } from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { PaymentProvider, ProviderSubscription } from '#server/providers/payments/payment-provider.ts';
import { type FulfilResult, fulfilCheckout } from './fulfil-checkout.ts';
import { planFromSubscription } from './get-effective-plan.ts';
import {
  type Executor,
  grantFromProvider,
  lifetimeGrant,
  lifetimePlanOf,
  readSubscription,
  writeSubscription,
} from './write-subscription.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function ownerOf(db: Executor, sub: ProviderSubscription): Promise<string | null> {
  if (sub.userId) {
    const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, sub.userId));
    if (found) return found.id;
  }
  const [bySub] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, sub.id));
  if (bySub) return bySub.userId;
  if (!sub.customerId) return null;
  const [byCustomer] = await db
    .select({ userId: checkouts.userId })
    .from(checkouts)
    .where(eq(checkouts.providerCustomerId, sub.customerId))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return byCustomer?.userId ?? null;
}

/**
 * The checkout that created `sub`, named by its metadata, or else (subscriptions made before the
 * metadata carried it) the newest open checkout of the same customer for the same price.
 */
async function checkoutOf(
  db: Executor,
  o: { provider: string; userId: string; sub: ProviderSubscription; sameSubscription: boolean },
): Promise<{ id: string; status: CheckoutStatus } | null> {
  const ours = and(
    eq(checkouts.userId, o.userId),
    eq(checkouts.provider, o.provider),
    eq(checkouts.mode, 'subscription'),
  );
  const columns = { id: checkouts.id, status: checkouts.status };
  if (o.sub.checkoutId) {
    if (!UUID.test(o.sub.checkoutId)) return null;
    const [named] = await db
      .select(columns)
      .from(checkouts)
      .where(and(ours, eq(checkouts.id, o.sub.checkoutId)));
    return named ?? null;
  }
  if (o.sameSubscription || !o.sub.customerId) return null;
  const [sameCustomer] = await db
    .select(columns)
    .from(checkouts)
    .where(
      and(
        ours,
        eq(checkouts.status, 'open'),
        eq(checkouts.kind, 'new'),
        eq(checkouts.providerCustomerId, o.sub.customerId),
        eq(checkouts.plan, o.sub.plan),
        eq(checkouts.billingPeriod, o.sub.billingPeriod),
      ),
    )
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return sameCustomer ?? null;
}

/**
 * Writes the provider's current view of a subscription to its owner's row — a sync, not a patch, so
 * events arriving late or out of order converge on the provider's state.
 * - A live subscription whose checkout is still open (its "checkout completed" event came first
 *   while the payment was not settled, or has not come yet) is fulfilled through that checkout, so
 *   the checkout is completed and the fulfilment rules apply (no duplicate, no lifetime wiped).
 * - Otherwise a live subscription wins, unless it gives no more than the user's lifetime plan.
 * - An ended one only ends the row it created (never a later grant, such as a promo code redeemed
 *   after canceling), and gives the lifetime plan back when there is one.
 */
export async function syncProviderSubscription(o: {
  db: Executor;
  payments: PaymentProvider;
  sub: ProviderSubscription;
  now: Date;
  log: Logger;
}): Promise<'written' | 'ignored' | 'unknown-owner' | FulfilResult> {
  const { db, sub, now } = o;
  const provider = o.payments.id;
  const userId = await ownerOf(db, sub);
  if (!userId) return 'unknown-owner';
  const row = await readSubscription(db, userId);
  const sameSubscription = row?.providerSubscriptionId === sub.id;
  const checkout = await checkoutOf(db, { provider, userId, sub, sameSubscription });
  // Not applied at fulfilment (a duplicate, or covered by a lifetime plan): never let it in later.
  if (checkout?.status === 'refund-due' && !sameSubscription) return 'ignored';
  if (checkout?.status === 'open' && sub.status !== 'expired')
    return fulfilCheckout({ ...o, checkoutId: checkout.id, subscription: sub, customerId: sub.customerId });
  const rowGivesAccess = row ? planFromSubscription(row, now) !== 'free' : false;
  if (sub.status === 'expired' && !sameSubscription && rowGivesAccess) return 'ignored';
  const lifetimePlan = lifetimePlanOf(row);
  if (!sameSubscription && lifetimePlan && !ranksAbove(sub.plan, lifetimePlan)) {
    o.log.warn({ userId, subscriptionId: sub.id }, 'subscription ignored: the lifetime plan covers it');
    return 'ignored';
  }
  const grant =
    sub.status === 'expired' && lifetimePlan
      ? lifetimeGrant(lifetimePlan, row, now)
      : grantFromProvider(provider, sub);
  if (sameSubscription && row && provider === row.provider) {
    // Skip rewriting an identical row (keeps updated_at meaningful).
    if (
      row.plan === grant.plan &&
      row.status === grant.status &&
      row.billingPeriod === grant.billingPeriod &&
      row.currentPeriodEnd?.getTime() === grant.currentPeriodEnd?.getTime()
    )
      return 'written';
  }
  await writeSubscription(db, userId, grant, now);
  return 'written';
}
