import { sql } from 'drizzle-orm';
import { type SalesCurve, unitsFigure } from '#domain/estimators/monthly-units.ts';
import { storedSourcingBits } from '#domain/market/sourcing-rules.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { catalogCategories, catalogProducts } from '#server/db/schema/index.ts';
import type { LeftJoined, SqlRow } from '#server/db/sql-row.ts';
import { computeProductMetrics } from './product-metrics.ts';
import {
  observedSizeJoins,
  PRODUCT_SIZE_COLUMNS,
  type ProductSizeRow,
  sizeInputOfRow,
} from './product-size.ts';

/**
 * The calibrated curves of the marketplace's other root categories, read only for a ranked product
 * whose own department has none (alias p = catalog_products, d = its department): `other_curves`.
 */
export const OTHER_CURVES_SQL = sql`case when d.sales_curve is null and p.best_sellers_rank > 0 then (
    select jsonb_agg(o.sales_curve) from catalog_categories o
    where o.marketplace = p.marketplace and o.parent_id is null and o.sales_curve is not null
      and o.id is distinct from p.department_id) end as other_curves`;

/**
 * Recomputes the stored estimates of one product from its current values and its niche's stored
 * statistics (after a snapshot or a category change). Whole-catalog statistics are refreshed by
 * refreshCatalogMetrics (after imports and daily).
 */
export async function refreshProductMetrics(o: { db: Db | Tx; productId: number; now: Date }): Promise<void> {
  const { rows } = await o.db.execute<
    ProductSizeRow &
      SqlRow<
        typeof catalogProducts,
        | 'marketplace'
        | 'title'
        | 'brand'
        | 'reviewCount'
        | 'priceCents'
        | 'boughtLastMonth'
        | 'bestSellersRank'
      > &
      LeftJoined<
        SqlRow<
          typeof catalogCategories,
          'competitionScore' | 'topAverageRating' | 'topBrand' | 'topBrandShare'
        > &
          SqlRow<typeof catalogCategories, 'salesCurve' | 'salesPairsSample'> & { category_path: string }
      > & { other_curves: SalesCurve[] | null }
  >(sql`
    select p.marketplace, p.title, p.brand, p.review_count, p.price_cents, p.bought_last_month, p.best_sellers_rank,
      c.path as category_path, c.competition_score, c.top_average_rating, c.top_brand, c.top_brand_share,
      d.sales_curve, d.sales_pairs_sample, ${OTHER_CURVES_SQL}, ${PRODUCT_SIZE_COLUMNS}
    from catalog_products p
    left join catalog_categories c on c.id = p.category_id
    left join catalog_categories d on d.id = p.department_id ${observedSizeJoins(null)}
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
      nearby: r.sales_pairs_sample,
      otherCurves: r.other_curves,
      competitionScore: r.competition_score,
      leadersAverageRating: r.top_average_rating,
      size: sizeInputOfRow(r),
    },
    o.now,
  );
  await o.db.execute(sql`
    update catalog_products set est_monthly_units = ${unitsFigure(m.units)},
      est_units_method = ${m.units.method === 'unknown' ? null : m.units.method},
      competition_score = ${r.competition_score}, opportunity_score = ${m.opportunity.score},
      sourcing_flags = ${storedSourcingBits({
        title: r.title,
        brand: r.brand,
        categoryPath: r.category_path,
        reviewCount: r.review_count,
        nicheTopBrand:
          r.top_brand && r.top_brand_share !== null ? { brand: r.top_brand, share: r.top_brand_share } : null,
      })}, metrics_at = ${o.now}
    where id = ${o.productId}`);
}
