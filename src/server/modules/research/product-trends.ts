import { sql } from 'drizzle-orm';
import { estimateMonthlyUnits, unitsFigure } from '#domain/estimators/monthly-units.ts';
import { estimateTrend, TREND_WINDOW_DAYS, type TrendEstimate } from '#domain/estimators/trend.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { catalogProductSnapshots } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';

/**
 * Sales trend of products from their snapshots (docs/estimators.md "Trend"): estimated monthly
 * units at the oldest and newest observation of the window. Products with one observation (all of
 * the bundled sample) have no trend.
 */
export async function productTrends(o: {
  db: Db | Tx;
  productIds: number[];
}): Promise<Map<number, TrendEstimate>> {
  const out = new Map<number, TrendEstimate>();
  if (o.productIds.length === 0) return out;
  const { rows } = await o.db.execute<
    SqlRow<typeof catalogProductSnapshots, 'productId' | 'observedAt' | 'boughtLastMonth' | 'bestSellersRank'>
  >(sql`
    select s.product_id, s.observed_at, s.bought_last_month, s.best_sellers_rank
    from catalog_product_snapshots s join catalog_products p on p.id = s.product_id
    where s.product_id = any(${sql.param(o.productIds)}::bigint[]) and s.private_to is null
      and s.observed_at >= p.observed_at - make_interval(days => ${TREND_WINDOW_DAYS})
    order by s.product_id, s.observed_at`);
  const byProduct = new Map<number, { at: Date; value: number | null }[]>();
  for (const r of rows) {
    const id = Number(r.product_id);
    const value = unitsFigure(
      estimateMonthlyUnits({ boughtLastMonth: r.bought_last_month, bestSellersRank: r.best_sellers_rank }),
    );
    byProduct.set(id, [...(byProduct.get(id) ?? []), { at: new Date(r.observed_at), value }]);
  }
  for (const [id, points] of byProduct) {
    const trend = estimateTrend(points);
    if (trend) out.set(id, trend);
  }
  return out;
}
