import type { Db } from '../../db/client.ts';
import { averageMarginThisMonth } from '../product-costs/average-margin-this-month.ts';
import { countKeywordFavourites } from '../research/favourites.ts';
import { countUnitsSoldThisMonth } from '../seller-data/count-units-this-month.ts';
import { countTrackedProducts } from '../tracking/add-tracked-product.ts';

/**
 * The four dashboard statistics. Each is computed by the module that owns its data; a statistic
 * with no source yet (its feature not built) is `null` and shows as a dash, never a made-up number.
 */
export type DashboardStatKey = 'trackedProducts' | 'salesThisMonth' | 'averageMargin' | 'monitoredKeywords';

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
