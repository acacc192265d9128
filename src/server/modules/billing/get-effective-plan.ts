import { eq } from 'drizzle-orm';
import { higherPlan } from '#domain/billing/plan-rank.ts';
import type { PlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { subscriptions } from '#server/db/schema/index.ts';

type Executor = Pick<Db, 'select'>;

export interface SubscriptionRow {
  plan: PlanId;
  status: 'active' | 'canceling' | 'expired';
  currentPeriodEnd: Date | null;
  lifetime: boolean;
  lifetimePlan: PlanId | null;
}

/** The plan the row's grant gives at `now`: free unless active/canceling and within its period. */
function grantedPlan(row: SubscriptionRow, now: Date): PlanId {
  if (row.status === 'expired') return 'free';
  if (row.lifetime) return row.plan;
  if (row.currentPeriodEnd && row.currentPeriodEnd.getTime() <= now.getTime()) return 'free';
  return row.plan;
}

/**
 * The plan a subscription row gives at `now`: its grant while in force, and never less than the
 * user's lifetime plan (which comes back by itself when a higher paid plan ends).
 */
export function planFromSubscription(row: SubscriptionRow | undefined, now: Date): PlanId {
  if (!row) return 'free';
  return higherPlan(grantedPlan(row, now), row.lifetimePlan ?? 'free');
}

/** When the row's plan changes by itself after `now` (its paid period ends), if it does. */
export function planChangesAt(row: SubscriptionRow | undefined, now: Date): Date | null {
  if (!row || row.status === 'expired' || row.lifetime || !row.currentPeriodEnd) return null;
  return row.currentPeriodEnd.getTime() > now.getTime() ? row.currentPeriodEnd : null;
}

/** The plan whose features and quotas apply to this user right now. */
export async function getEffectivePlan(db: Executor, userId: string, now: Date): Promise<PlanId> {
  return planFromSubscription(await subscriptionOf(db, userId), now);
}

/** The plan in force now, and when it will change by itself (for the session cache). */
export async function getEffectivePlanUntil(db: Executor, userId: string, now: Date) {
  const row = await subscriptionOf(db, userId);
  return { plan: planFromSubscription(row, now), changesAt: planChangesAt(row, now) };
}

async function subscriptionOf(db: Executor, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      lifetime: subscriptions.lifetime,
      lifetimePlan: subscriptions.lifetimePlan,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row;
}
