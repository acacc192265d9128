import { and, eq } from 'drizzle-orm';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { productCosts, sellerAsinTraffic } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';

interface ProductKey {
  db: Db;
  userId: string;
  marketplace: MarketplaceCode;
  asin: string;
}

/**
 * Saves (creates or replaces) the costs of one of the seller's products. The ASIN must be in their
 * own sales data for the marketplace; anything else is a 404 (another seller's products included).
 */
export async function saveProductCost(
  o: ProductKey & { unitCostMinor: number; feesPerUnitMinor: number; now: Date },
) {
  const [sold] = await o.db
    .select({ asin: sellerAsinTraffic.asin })
    .from(sellerAsinTraffic)
    .where(
      and(
        eq(sellerAsinTraffic.userId, o.userId),
        eq(sellerAsinTraffic.marketplace, o.marketplace),
        eq(sellerAsinTraffic.asin, o.asin),
      ),
    )
    .limit(1);
  if (!sold) throw new AppError('product_not_in_seller_data', 404, { asin: o.asin });
  const values = { unitCostMinor: o.unitCostMinor, feesPerUnitMinor: o.feesPerUnitMinor, updatedAt: o.now };
  const [row] = await o.db
    .insert(productCosts)
    .values({
      userId: o.userId,
      marketplace: o.marketplace,
      asin: o.asin,
      currency: MARKETPLACES[o.marketplace].currency,
      ...values,
      createdAt: o.now,
    })
    .onConflictDoUpdate({
      target: [productCosts.userId, productCosts.marketplace, productCosts.asin],
      set: values,
    })
    .returning();
  if (!row) throw new Error('product cost not saved');
  return {
    marketplace: row.marketplace,
    asin: row.asin,
    currency: row.currency,
    unitCostMinor: row.unitCostMinor,
    feesPerUnitMinor: row.feesPerUnitMinor,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Forgets the costs of one product; a 404 when the seller has none saved for it. */
export async function deleteProductCost(o: ProductKey) {
  const gone = await o.db
    .delete(productCosts)
    .where(
      and(
        eq(productCosts.userId, o.userId),
        eq(productCosts.marketplace, o.marketplace),
        eq(productCosts.asin, o.asin),
      ),
    )
    .returning({ asin: productCosts.asin });
  if (gone.length === 0) throw new AppError('product_cost_not_found', 404, { asin: o.asin });
}
