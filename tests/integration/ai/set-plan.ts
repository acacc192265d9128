import type { PlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { subscriptions } from '#server/db/schema/index.ts';

/** Puts a user on a paid plan for the next 30 days (the row the billing module writes). */
export async function setPlan(db: Db, userId: string, plan: PlanId) {
  const currentPeriodEnd = new Date(Date.now() + 30 * 86_400_000);
  await db
    .insert(subscriptions)
    .values({ userId, plan, status: 'active', currentPeriodEnd })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { plan, status: 'active', currentPeriodEnd } });
}
