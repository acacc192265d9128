import { eq } from 'drizzle-orm';
import type { BillingPeriod } from '../../../domain/billing/prices.ts';
import type { PlanId } from '../../../domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import type { ProviderSubscription } from '../../providers/payments/payment-provider.ts';
import type { Tx } from '../usage/consume-quota.ts';

export type Executor = Db | Tx;
export type SubscriptionRecord = typeof subscriptions.$inferSelect;

/** What a user is entitled to, as one `subscriptions` row. */
export interface SubscriptionGrant {
  plan: PlanId;
  status: 'active' | 'canceling' | 'expired';
  provider: 'stripe' | 'test-checkout' | 'promo';
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  billingPeriod: BillingPeriod | null;
  oneTime: boolean;
  lifetime: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
}

/** A provider's subscription as a grant (an ended one gives the free plan back). */
export function grantFromProvider(
  provider: 'stripe' | 'test-checkout',
  sub: ProviderSubscription,
): SubscriptionGrant {
  return {
    plan: sub.status === 'expired' ? 'free' : sub.plan,
    status: sub.status,
    provider,
    providerCustomerId: sub.customerId,
    providerSubscriptionId: sub.id,
    billingPeriod: sub.billingPeriod,
    oneTime: false,
    lifetime: false,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
  };
}

export async function readSubscription(
  db: Executor,
  userId: string,
): Promise<SubscriptionRecord | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** The one writer of `subscriptions`: replaces the user's row with `grant`. */
export async function writeSubscription(db: Executor, userId: string, grant: SubscriptionGrant, now: Date) {
  await db
    .insert(subscriptions)
    .values({ userId, ...grant, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...grant, updatedAt: now } });
}

/** A subscription that renews by itself (so a new checkout would double-bill: change its plan instead). */
export const isRenewing = (row: SubscriptionRecord | undefined, now: Date) =>
  !!row &&
  (row.status === 'active' || row.status === 'canceling') &&
  !!row.providerSubscriptionId &&
  !row.oneTime &&
  !row.lifetime &&
  row.plan !== 'free' &&
  !!row.currentPeriodEnd &&
  row.currentPeriodEnd.getTime() > now.getTime();
