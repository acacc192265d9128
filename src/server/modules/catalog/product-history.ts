import { sql } from 'drizzle-orm';
import { downsampleSeries, type HistoryWindow, historyWindow } from '#domain/catalog/history-series.ts';
import { estimateMonthlyUnits, unitsFigure } from '#domain/estimators/monthly-units.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { CatalogSource, catalogCategories, catalogProductSnapshots } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';

export interface ProductHistoryPoint {
  observedAt: string;
  source: CatalogSource;
  priceCents: number | null;
  bestSellersRank: number | null;
  boughtLastMonth: number | null;
  rating: number | null;
  reviewCount: number | null;
  inStock: boolean | null;
  /**
   * Monthly units at that time, by the estimator (the rank's calibrated curve, else the badge as a
   * lower bound); null when it cannot say.
   */
  units: number | null;
}

export interface ProductHistory {
  window: HistoryWindow;
  /** Observations in the window, before thinning. */
  observations: number;
  points: ProductHistoryPoint[];
}

type Row = SqlRow<
  typeof catalogProductSnapshots,
  | 'observedAt'
  | 'source'
  | 'priceCents'
  | 'bestSellersRank'
  | 'boughtLastMonth'
  | 'rating'
  | 'reviewCount'
  | 'inStock'
> & { curve: SqlRow<typeof catalogCategories, 'salesCurve'>['sales_curve'] };

/**
 * A product's observations as a chart reads them: every snapshot the user may see (shared ones and
 * their own private browser readings) in the window of `days` (0: all of them, whatever their
 * age), thinned by min/max per bucket so any range is drawn from its whole series. A window of a
 * product whose newest observation is older than a day ends at that observation (history-series.ts).
 */
export async function readProductHistory(o: {
  db: Db | Tx;
  productId: number;
  /** Who reads: their private observations count too (null: shared ones only). */
  userId: string | null;
  days: number;
  now: Date;
  maxPoints?: number;
}): Promise<ProductHistory> {
  const visible = o.userId
    ? sql`(s.private_to is null or s.private_to = ${o.userId})`
    : sql`s.private_to is null`;
  const { rows: newest } = await o.db.execute<{
    at: SqlRow<typeof catalogProductSnapshots, 'observedAt'>['observed_at'] | null;
  }>(sql`
    select max(s.observed_at) as at from catalog_product_snapshots s
    where s.product_id = ${o.productId} and ${visible}`);
  const newestAt = newest[0]?.at ? new Date(newest[0].at) : null;
  const window = historyWindow({ days: o.days, now: o.now, newestAt });
  const { rows } = await o.db.execute<Row>(sql`
    select s.observed_at, s.source, s.price_cents, s.best_sellers_rank, s.bought_last_month, s.rating,
      s.review_count, s.in_stock, d.sales_curve as curve
    from catalog_product_snapshots s
    join catalog_products p on p.id = s.product_id
    left join catalog_categories d on d.id = coalesce(s.rank_department_id, p.department_id)
    where s.product_id = ${o.productId} and ${visible}
      ${window.from ? sql`and s.observed_at >= ${window.from}` : sql``}
      and s.observed_at <= ${window.to}
    order by s.observed_at, s.id`);
  const all = rows.map((r) => {
    const units = estimateMonthlyUnits({
      boughtLastMonth: r.bought_last_month,
      bestSellersRank: r.best_sellers_rank,
      curve: r.curve,
    });
    const at = new Date(r.observed_at);
    return {
      t: at.getTime(),
      observedAt: at.toISOString(),
      source: r.source,
      priceCents: r.price_cents,
      bestSellersRank: r.best_sellers_rank,
      boughtLastMonth: r.bought_last_month,
      rating: r.rating,
      reviewCount: r.review_count,
      inStock: r.in_stock,
      // "No badge" is below 50, not zero sales: a chart leaves it out rather than draw a 0.
      units: units.method === 'no_badge' ? null : unitsFigure(units),
    };
  });
  const thinned = downsampleSeries(all, ['priceCents', 'bestSellersRank', 'units'], o.maxPoints);
  return {
    window,
    observations: all.length,
    points: thinned.map(({ t: _t, ...p }) => p),
  };
}
