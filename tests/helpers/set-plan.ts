import type { PlanId } from '../../src/domain/plans.ts';
import type { Db } from '../../src/server/db/client.ts';
import { subscriptions } from '../../src/server/db/schema/index.ts';

/** Gives a user a plan directly in the subscriptions table (tests only; no payment involved). */
export async function setPlan(db: Db, userId: string, plan: PlanId, now = new Date()) {
  const values = {
    userId,
    plan,
    status: 'active' as const,
    provider: 'test-checkout',
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
  };
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: now } });
}
