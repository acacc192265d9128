import { eq } from 'drizzle-orm';
import type { PlanId } from '../../../domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';

type Executor = Pick<Db, 'select'>;

export interface SubscriptionRow {
  plan: PlanId;
  status: 'active' | 'canceling' | 'expired';
  currentPeriodEnd: Date | null;
  lifetime: boolean;
}

/** The plan a subscription row gives at `now`: free unless active/canceling and within its period. */
export function planFromSubscription(row: SubscriptionRow | undefined, now: Date): PlanId {
  if (!row || row.status === 'expired') return 'free';
  if (row.lifetime) return row.plan;
  if (row.currentPeriodEnd && row.currentPeriodEnd.getTime() <= now.getTime()) return 'free';
  return row.plan;
}

/** The plan whose features and quotas apply to this user right now. */
export async function getEffectivePlan(db: Executor, userId: string, now: Date): Promise<PlanId> {
  const [row] = await db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      lifetime: subscriptions.lifetime,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return planFromSubscription(row, now);
}
