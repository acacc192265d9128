import type { Usage } from '#contracts/usage.ts';
import { startOfNextUtcMonth } from '#domain/calendar.ts';
import { PLANS } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { getEffectivePlan } from '#server/modules/billing/index.ts';
import { countUsageThisMonth } from './consume-quota.ts';
import { heldCounters } from './usage-counters.ts';

export async function getUsage({ db, userId, now }: { db: Db; userId: string; now: Date }): Promise<Usage> {
  const plan = await getEffectivePlan(db, userId, now);
  const limits = PLANS[plan].quotas;
  const [products, keywords, tracked] = await Promise.all([
    countUsageThisMonth(db, userId, 'product_search', now),
    countUsageThisMonth(db, userId, 'keyword_search', now),
    heldCounters.trackedCompetitors?.(db, userId) ?? Promise.resolve(0),
  ]);
  return {
    plan,
    resetsAt: startOfNextUtcMonth(now).toISOString(),
    quotas: {
      productSearches: { used: products, limit: limits.productSearches },
      keywordSearches: { used: keywords, limit: limits.keywordSearches },
      trackedCompetitors: { used: tracked, limit: limits.trackedCompetitors },
    },
  };
}
