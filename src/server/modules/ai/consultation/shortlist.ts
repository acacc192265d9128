import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import {
  catalogProducts,
  multiCriteriaAlerts,
  priceAlerts,
  productFavourites,
  trackedProducts,
} from '#server/db/schema/index.ts';

/** One product the seller shortlisted (a favourite, a tracked competitor, or both), as stored. */
export interface ShortlistProduct {
  productId: number;
  asin: string;
  marketplace: MarketplaceCode;
  title: string;
  /** The catalog's AI (opportunity) score out of 100; null when unknown. */
  opportunityScore: number | null;
  priceCents: number | null;
  currency: string;
  favourite: boolean;
  tracked: boolean;
  /** Enabled price and multi-criteria alerts on the product. */
  activeAlerts: number;
  /** Of those, the ones whose condition held at the last check. */
  triggeredAlerts: number;
}

/** How many favourites and tracked products are read (the most recent first). */
const READ_AT_MOST = 50;

/** The user's favourite and tracked products with their score, price and alert state. */
export async function loadShortlist(o: { db: Db; userId: string }): Promise<ShortlistProduct[]> {
  const favourites = await o.db
    .select({ productId: productFavourites.productId })
    .from(productFavourites)
    .where(eq(productFavourites.userId, o.userId))
    .orderBy(desc(productFavourites.createdAt))
    .limit(READ_AT_MOST);
  const tracked = await o.db
    .select({ productId: trackedProducts.productId })
    .from(trackedProducts)
    .where(eq(trackedProducts.userId, o.userId))
    .orderBy(desc(trackedProducts.createdAt))
    .limit(READ_AT_MOST);
  const favouriteIds = new Set(favourites.map((f) => f.productId));
  const trackedIds = new Set(tracked.map((t) => t.productId));
  const ids = [...new Set([...favouriteIds, ...trackedIds])];
  if (ids.length === 0) return [];

  const products = await o.db
    .select({
      productId: catalogProducts.id,
      asin: catalogProducts.asin,
      marketplace: catalogProducts.marketplace,
      title: catalogProducts.title,
      opportunityScore: catalogProducts.opportunityScore,
      priceCents: catalogProducts.priceCents,
      currency: catalogProducts.currency,
    })
    .from(catalogProducts)
    .where(inArray(catalogProducts.id, ids));
  const alertsOf = (table: typeof priceAlerts | typeof multiCriteriaAlerts) =>
    o.db
      .select({ productId: table.productId, triggered: table.triggered })
      .from(table)
      .where(and(eq(table.userId, o.userId), eq(table.enabled, true), inArray(table.productId, ids)));
  const alerts = [...(await alertsOf(priceAlerts)), ...(await alertsOf(multiCriteriaAlerts))];

  return products.map((p) => {
    const own = alerts.filter((a) => a.productId === p.productId);
    return {
      ...p,
      favourite: favouriteIds.has(p.productId),
      tracked: trackedIds.has(p.productId),
      activeAlerts: own.length,
      triggeredAlerts: own.filter((a) => a.triggered).length,
    };
  });
}
