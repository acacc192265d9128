import { eq } from 'drizzle-orm';
import type { HeldPlan } from '#domain/billing/access-never-lowered.ts';
import type { BillingPeriod } from '#domain/billing/prices.ts';
import type { PlanId } from '#domain/plans.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { subscriptions } from '#server/db/schema/index.ts';
import type { PaymentProviderId, ProviderSubscription } from '#server/providers/payments/payment-provider.ts';

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
export function grantFromProvider(provider: PaymentProviderId, sub: ProviderSubscription): SubscriptionGrant {
  if (provider === 'none') throw new Error(`subscription ${sub.id} without a payment provider`);
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

/**
 * The grant in force as a plan held until a date (null: none, or a lifetime grant, which the
 * lifetime plan covers): what a new grant may not lower or shorten (access-never-lowered.ts).
 */
export function heldPlanOf(row: SubscriptionRecord | undefined, now: Date): HeldPlan | null {
  if (!row || row.status === 'expired' || row.lifetime || row.plan === 'free' || !row.currentPeriodEnd)
    return null;
  return row.currentPeriodEnd.getTime() > now.getTime()
    ? { plan: row.plan, end: row.currentPeriodEnd }
    : null;
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

/**
 * Where a month of `plan` (a one-time payment or a standard promo code) starts: after the end of a
 * running month of the same plan (one-time or promo: never a subscription, which has its own end),
 * else now.
 */
export function monthStart(row: SubscriptionRecord | undefined, plan: PlanId, now: Date): Date {
  const held = heldPlanOf(row, now);
  return held?.plan === plan && !isRenewing(row, now) ? held.end : now;
}
