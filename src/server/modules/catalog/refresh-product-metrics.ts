import { sql } from 'drizzle-orm';
import { type SalesCurve, unitsFigure } from '#domain/estimators/monthly-units.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { Tx } from '#server/modules/usage/index.ts';
import { computeProductMetrics } from './product-metrics.ts';
import { PRODUCT_SIZE_COLUMNS, type ProductSizeRow, sizeInputOfRow } from './product-size.ts';

/**
 * Recomputes the stored estimates of one product from its current values and its niche's stored
 * statistics (after a snapshot or a category change). Whole-catalog statistics are refreshed by
 * refreshCatalogMetrics (after imports and daily).
 */
export async function refreshProductMetrics(o: { db: Db | Tx; productId: number; now: Date }): Promise<void> {
  const { rows } = await o.db.execute<
    ProductSizeRow & {
      marketplace: MarketplaceCode;
      price_cents: number | null;
      bought_last_month: number | null;
      best_sellers_rank: number | null;
      category_path: string | null;
      competition_score: number | null;
      top_average_rating: number | null;
      sales_curve: SalesCurve | null;
    }
  >(sql`
    select p.marketplace, p.price_cents, p.bought_last_month, p.best_sellers_rank, c.path as category_path,
      c.competition_score, c.top_average_rating, d.sales_curve, ${PRODUCT_SIZE_COLUMNS}
    from catalog_products p
    left join catalog_categories c on c.id = p.category_id
    left join catalog_categories d on d.id = p.department_id
    where p.id = ${o.productId}`);
  const r = rows[0];
  if (!r) return;
  const m = computeProductMetrics(
    {
      marketplace: r.marketplace,
      priceCents: r.price_cents,
      boughtLastMonth: r.bought_last_month,
      bestSellersRank: r.best_sellers_rank,
      categoryPath: r.category_path,
      curve: r.sales_curve,
      competitionScore: r.competition_score,
      leadersAverageRating: r.top_average_rating,
      size: sizeInputOfRow(r),
    },
    o.now,
  );
  await o.db.execute(sql`
    update catalog_products set est_monthly_units = ${unitsFigure(m.units)},
      est_units_method = ${m.units.method === 'unknown' ? null : m.units.method},
      competition_score = ${r.competition_score}, opportunity_score = ${m.opportunity.score}, metrics_at = ${o.now}
    where id = ${o.productId}`);
}
