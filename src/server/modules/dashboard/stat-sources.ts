import type { DashboardStatKey } from '#contracts/dashboard.ts';
import type { Db } from '#server/db/client.ts';
import { countKeywordFavourites } from '#server/modules/keywords/index.ts';
import { averageMarginThisMonth } from '#server/modules/product-costs/index.ts';
import { countUnitsSoldThisMonth } from '#server/modules/seller-data/index.ts';
import { countTrackedProducts } from '#server/modules/tracking/index.ts';

/**
 * The four dashboard statistics. Each is computed by the module that owns its data; a statistic
 * with no source yet (its feature not built) is `null` and shows as a dash, never a made-up number.
 */
export interface StatContext {
  db: Db;
  userId: string;
  now: Date;
}

export type StatSource = (ctx: StatContext) => Promise<number | null>;

export const statSources: Partial<Record<DashboardStatKey, StatSource>> = {
  averageMargin: averageMarginThisMonth,
  monitoredKeywords: ({ db, userId }) => countKeywordFavourites({ db, userId }),
  salesThisMonth: countUnitsSoldThisMonth,
  trackedProducts: ({ db, userId }) => countTrackedProducts(db, userId),
};
