import { and, eq, gte, lte, max, sql, sum } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { ProductSales } from '#domain/profitability/seller-margin.ts';
import type { Db } from '#server/db/client.ts';
import { productCosts, sellerAsinTraffic } from '#server/db/schema/index.ts';

/**
 * Revenue and units of every ASIN of the seller in one marketplace over periods lying entirely in
 * [start, end], with the costs they entered for it (null when none): the input of the margin.
 * All products, not only the top ones, so that the margin and its coverage are exact.
 */
export async function salesWithCosts(o: {
  db: Db;
  userId: string;
  marketplace: MarketplaceCode;
  start: string;
  end: string;
}): Promise<(ProductSales & { title: string | null })[]> {
  const rows = await o.db
    .select({
      asin: sellerAsinTraffic.asin,
      title: max(sellerAsinTraffic.title),
      revenueMinor: sql<number>`coalesce(${sum(sellerAsinTraffic.orderedSalesMinor)}, 0)::float8`,
      units: sql<number>`coalesce(${sum(sellerAsinTraffic.unitsOrdered)}, 0)::int`,
      unitCostMinor: productCosts.unitCostMinor,
      feesPerUnitMinor: productCosts.feesPerUnitMinor,
    })
    .from(sellerAsinTraffic)
    .leftJoin(
      productCosts,
      and(
        eq(productCosts.userId, sellerAsinTraffic.userId),
        eq(productCosts.marketplace, sellerAsinTraffic.marketplace),
        eq(productCosts.asin, sellerAsinTraffic.asin),
      ),
    )
    .where(
      and(
        eq(sellerAsinTraffic.userId, o.userId),
        eq(sellerAsinTraffic.marketplace, o.marketplace),
        gte(sellerAsinTraffic.periodStart, o.start),
        lte(sellerAsinTraffic.periodEnd, o.end),
      ),
    )
    .groupBy(sellerAsinTraffic.asin, productCosts.unitCostMinor, productCosts.feesPerUnitMinor);
  return rows.map((r) => ({
    asin: r.asin,
    title: r.title,
    revenueMinor: r.revenueMinor,
    units: r.units,
    costs:
      r.unitCostMinor === null || r.feesPerUnitMinor === null
        ? null
        : { unitCostMinor: r.unitCostMinor, feesPerUnitMinor: r.feesPerUnitMinor },
  }));
}
