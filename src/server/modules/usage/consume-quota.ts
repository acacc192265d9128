import { and, count, eq, gte, sql } from 'drizzle-orm';
import { startOfUtcMonth } from '#domain/calendar.ts';
import { isUnlimited, type PlanId, quotaOf } from '#domain/plans.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { type UsageKind, usageEvents } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { ConcurrencyLimit } from '#server/lib/concurrency-limit.ts';
import { getEffectivePlan } from '#server/modules/billing/index.ts';

export const QUOTA_OF_USAGE = {
  product_search: 'productSearches',
  keyword_search: 'keywordSearches',
} as const;

export async function countUsageThisMonth(
  db: Pick<Db, 'select'>,
  userId: string,
  kind: UsageKind,
  now: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.userId, userId),
        eq(usageEvents.kind, kind),
        gte(usageEvents.createdAt, startOfUtcMonth(now)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * One quota check at a time per user and kind in this process, waiting *before* a connection is
 * taken: a user's burst queues here instead of holding pool connections idle on the advisory lock
 * below (which then only orders instances). The queue is generous: the routes' per-user concurrency
 * limit (http/user-concurrency.ts) bounds what reaches it.
 */
const quotaTurns = new ConcurrencyLimit({ maxActive: 1, maxQueued: 1000, maxWaitMs: 30_000 });

/**
 * Runs `work` and records one use of `kind`, in one transaction, only if the user's monthly quota
 * allows it. Concurrent calls for the same user and kind are serialised (in this process without
 * holding a connection, across instances by an advisory lock), so the limit can never be exceeded.
 * Over the limit: quota_exceeded (403) with the limit and plan. If `work` throws, nothing is recorded.
 */
export async function withQuota<T>(
  o: { db: Db; userId: string; kind: UsageKind; now: Date },
  work: (tx: Tx, plan: PlanId) => Promise<T>,
): Promise<T> {
  return quotaTurns.run(`${o.userId}:${o.kind}`, () => quotaTransaction(o, work));
}

function quotaTransaction<T>(
  o: { db: Db; userId: string; kind: UsageKind; now: Date },
  work: (tx: Tx, plan: PlanId) => Promise<T>,
): Promise<T> {
  return o.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota:${o.userId}:${o.kind}`}))`);
    const plan = await getEffectivePlan(tx, o.userId, o.now);
    const limit = quotaOf(plan, QUOTA_OF_USAGE[o.kind]);
    if (!isUnlimited(limit)) {
      const used = await countUsageThisMonth(tx, o.userId, o.kind, o.now);
      if (used >= limit)
        throw new AppError('quota_exceeded', 403, { kind: QUOTA_OF_USAGE[o.kind], limit, plan });
    }
    const result = await work(tx, plan);
    await tx.insert(usageEvents).values({ userId: o.userId, kind: o.kind, createdAt: o.now });
    return result;
  });
}
