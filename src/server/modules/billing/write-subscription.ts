import { eq } from 'drizzle-orm';
import type { BillingPeriod } from '#domain/billing/prices.ts';
import type { PlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { subscriptions } from '#server/db/schema/index.ts';
import type { Tx } from '#server/modules/usage/index.ts';
import type { ProviderSubscription } from '#server/providers/payments/payment-provider.ts';

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
  /** Only a lifetime promo code sets it; left out, the row keeps its lifetime plan (see lifetimePlanOf). */
  lifetimePlan?: PlanId | null;
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

/** The plan this user keeps for good (a lifetime promo code), or null. */
export const lifetimePlanOf = (row: Pick<SubscriptionRecord, 'lifetimePlan'> | undefined): PlanId | null =>
  row?.lifetimePlan ?? null;

/** The lifetime plan as the grant in force (no end, nothing to renew). */
export const lifetimeGrant = (
  plan: PlanId,
  row: Pick<SubscriptionRecord, 'providerCustomerId'> | undefined,
  now: Date,
): SubscriptionGrant => ({
  plan,
  status: 'active',
  provider: 'promo',
  providerCustomerId: row?.providerCustomerId ?? null,
  providerSubscriptionId: null,
  billingPeriod: null,
  oneTime: false,
  lifetime: true,
  currentPeriodStart: now,
  currentPeriodEnd: null,
});

/**
 * The one writer of `subscriptions`: replaces the user's grant with `grant`. The lifetime plan is
 * kept unless the grant sets it, so a paid plan bought on top of it never wipes it out.
 */
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
