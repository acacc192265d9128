import { desc, eq } from 'drizzle-orm';
import { checkouts, subscriptions, user } from '../../db/schema/index.ts';
import type { PaymentProviderId, ProviderSubscription } from '../../providers/payments/payment-provider.ts';
import { planFromSubscription } from './get-effective-plan.ts';
import {
  type Executor,
  grantFromProvider,
  readSubscription,
  writeSubscription,
} from './write-subscription.ts';

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
 * Writes the provider's current view of a subscription to its owner's row — a sync, not a patch, so
 * events arriving late or out of order converge on the provider's state. A live subscription always
 * wins; an ended one only ends the row it created (it never takes away a later grant, such as a
 * promo code redeemed after canceling).
 */
export async function syncProviderSubscription(
  db: Executor,
  provider: PaymentProviderId,
  sub: ProviderSubscription,
  now: Date,
): Promise<'written' | 'ignored' | 'unknown-owner'> {
  const userId = await ownerOf(db, sub);
  if (!userId) return 'unknown-owner';
  const row = await readSubscription(db, userId);
  const sameSubscription = row?.providerSubscriptionId === sub.id;
  const rowGivesAccess = row ? planFromSubscription(row, now) !== 'free' : false;
  if (sub.status === 'expired' && !sameSubscription && rowGivesAccess) return 'ignored';
  if (sameSubscription && row && provider === row.provider) {
    // Skip rewriting an identical row (keeps updated_at meaningful).
    const g = grantFromProvider(provider, sub);
    if (
      row.plan === g.plan &&
      row.status === g.status &&
      row.billingPeriod === g.billingPeriod &&
      row.currentPeriodEnd?.getTime() === g.currentPeriodEnd?.getTime()
    )
      return 'written';
  }
  await writeSubscription(db, userId, grantFromProvider(provider, sub), now);
  return 'written';
}
