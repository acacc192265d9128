import type { PlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { subscriptions } from '#server/db/schema/index.ts';

/** Gives a user a plan for the next 30 days, straight in the database (tests only). */
export async function givePlan(db: Db, userId: string, plan: PlanId, now = new Date()) {
  const values = {
    plan,
    status: 'active' as const,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
  };
  await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}
