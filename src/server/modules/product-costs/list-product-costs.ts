import { and, desc, eq, max, sql, sum } from 'drizzle-orm';
import type { ProductCostListAnswer } from '#contracts/product-costs.ts';
import { sellerContextFor } from '#domain/estimators/product-economics.ts';
import { metricPackage, type PackageSource, sizeInputOf } from '#domain/fees/size-basis.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { minorUnits, minorUnitsOrNull } from '#domain/money.ts';
import { estimateUnitFees } from '#domain/profitability/unit-fee-estimate.ts';
import type { Db } from '#server/db/client.ts';
import {
  catalogCategories,
  catalogProducts,
  productCosts,
  sellerAsinTraffic,
} from '#server/db/schema/index.ts';
import type { SellerFeeView } from '#server/modules/fees/index.ts';

/** Most products listed at once (best sellers first). */
export const PRODUCT_COSTS_LIMIT = 200;

/** The seller's products (from their sales data) in one marketplace, with their costs and a fee estimate. */
export async function listProductCosts(o: {
  db: Db;
  userId: string;
  marketplace?: MarketplaceCode;
  now: Date;
  fees: SellerFeeView;
}): Promise<ProductCostListAnswer> {
  const markets = await o.db
    .select({ marketplace: sellerAsinTraffic.marketplace })
    .from(sellerAsinTraffic)
    .where(eq(sellerAsinTraffic.userId, o.userId))
    .groupBy(sellerAsinTraffic.marketplace)
    .orderBy(desc(max(sellerAsinTraffic.periodEnd)), sellerAsinTraffic.marketplace);
  const marketplaces = markets.map((m) => m.marketplace);
  const marketplace =
    o.marketplace && marketplaces.includes(o.marketplace) ? o.marketplace : (marketplaces[0] ?? null);
  if (!marketplace) return { marketplaces, marketplace, currency: null, products: [] };

  const revenue = sql<number>`coalesce(${sum(sellerAsinTraffic.orderedSalesMinor)}, 0)::float8`;
  const rows = await o.db
    .select({
      asin: sellerAsinTraffic.asin,
      title: max(sellerAsinTraffic.title),
      sku: max(sellerAsinTraffic.sku),
      units: sql<number>`coalesce(${sum(sellerAsinTraffic.unitsOrdered)}, 0)::int`,
      revenueMinor: revenue,
      unitCostMinor: productCosts.unitCostMinor,
      feesPerUnitMinor: productCosts.feesPerUnitMinor,
      updatedAt: productCosts.updatedAt,
      catalogPriceMinor: catalogProducts.priceCents,
      categoryName: catalogCategories.path,
      categoryLabel: catalogCategories.name,
      packageStats: catalogCategories.packageStats,
      packageLengthMm: catalogProducts.packageLengthMm,
      packageWidthMm: catalogProducts.packageWidthMm,
      packageHeightMm: catalogProducts.packageHeightMm,
      packageWeightG: catalogProducts.packageWeightG,
      packageSource: catalogProducts.packageSource,
      itemLengthMm: catalogProducts.itemLengthMm,
      itemWidthMm: catalogProducts.itemWidthMm,
      itemHeightMm: catalogProducts.itemHeightMm,
      itemWeightG: catalogProducts.itemWeightG,
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
    .leftJoin(
      catalogProducts,
      and(
        eq(catalogProducts.marketplace, sellerAsinTraffic.marketplace),
        eq(catalogProducts.asin, sellerAsinTraffic.asin),
      ),
    )
    .leftJoin(catalogCategories, eq(catalogCategories.id, catalogProducts.categoryId))
    .where(and(eq(sellerAsinTraffic.userId, o.userId), eq(sellerAsinTraffic.marketplace, marketplace)))
    .groupBy(
      sellerAsinTraffic.asin,
      productCosts.unitCostMinor,
      productCosts.feesPerUnitMinor,
      productCosts.updatedAt,
      catalogProducts.id,
      catalogCategories.id,
    )
    .orderBy(desc(revenue), sellerAsinTraffic.asin)
    .limit(PRODUCT_COSTS_LIMIT);

  return {
    marketplaces,
    marketplace,
    currency: MARKETPLACES[marketplace].currency,
    products: rows.map((r) => {
      const averageSellingPriceMinor = r.units > 0 ? Math.round(r.revenueMinor / r.units) : null;
      const pkg = metricPackage([r.packageLengthMm, r.packageWidthMm, r.packageHeightMm], r.packageWeightG);
      const item = metricPackage([r.itemLengthMm, r.itemWidthMm, r.itemHeightMm], r.itemWeightG);
      const source = (r.packageSource ?? 'sample') as PackageSource;
      const size = sizeInputOf({
        package: pkg ? { package: pkg, source } : null,
        item: item ? { item, source } : null,
        categories: [{ stats: r.packageStats, name: r.categoryLabel }],
      });
      return {
        asin: r.asin,
        title: r.title,
        sku: r.sku,
        units: r.units,
        revenueMinor: minorUnits(r.revenueMinor),
        averageSellingPriceMinor: minorUnitsOrNull(averageSellingPriceMinor),
        catalogPriceMinor: minorUnitsOrNull(r.catalogPriceMinor),
        costs:
          r.unitCostMinor === null || r.feesPerUnitMinor === null || !r.updatedAt
            ? null
            : {
                unitCostMinor: minorUnits(r.unitCostMinor),
                feesPerUnitMinor: minorUnits(r.feesPerUnitMinor),
                updatedAt: r.updatedAt.toISOString(),
              },
        estimate: estimateUnitFees({
          marketplace,
          catalogPriceMinor: r.catalogPriceMinor,
          averageSellingPriceMinor,
          categoryName: r.categoryName,
          size,
          seller: sellerContextFor(o.fees.settings, marketplace),
          date: o.now,
        }),
        size,
      };
    }),
  };
}
