import { type SQL, sql } from 'drizzle-orm';
import {
  estimateMonthlyUnits,
  type SalesCurve,
  type UnitsEstimate,
} from '#domain/estimators/monthly-units.ts';
import type { CurrencyCode, MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type {
  CatalogSource,
  catalogCategories,
  catalogProductSnapshots,
  catalogProducts,
  RefreshStatus,
  trackedProducts,
} from '#server/db/schema/index.ts';
import type { LeftJoined, SqlRow } from '#server/db/sql-row.ts';
import { notFound } from '#server/lib/app-error.ts';
import { OTHER_CURVES_SQL } from '#server/modules/catalog/index.ts';

/** A tracked product as the panel shows it: last known values, their date and source, and changes. */
export interface TrackedProductView {
  id: string;
  productId: number;
  asin: string;
  marketplace: MarketplaceCode;
  title: string;
  brand: string | null;
  imageUrl: string | null;
  productUrl: string | null;
  currency: CurrencyCode;
  priceCents: number | null;
  /** Against the previous observation that had a price (null: only one observation). */
  priceChangeCents: number | null;
  bestSellersRank: number | null;
  /** Positive = the rank number went up (worse). */
  rankChange: number | null;
  inStock: boolean | null;
  stockQuantity: number | null;
  rating: number | null;
  reviewCount: number | null;
  /** Monthly sales (src/domain/estimators/monthly-units.ts), with its curve's date and measured error. */
  units: UnitsEstimate;
  /** When the newest values were observed, and by which source. */
  observedAt: string;
  source: CatalogSource;
  lastRefreshAt: string | null;
  lastRefreshStatus: RefreshStatus | null;
  createdAt: string;
}

/** What selectViews selects: the tracking, its product and the latest stock seen, as stored. */
type Row = SqlRow<
  typeof trackedProducts,
  'id' | 'productId' | 'createdAt' | 'lastRefreshAt' | 'lastRefreshStatus'
> &
  SqlRow<
    typeof catalogProducts,
    | 'asin'
    | 'marketplace'
    | 'title'
    | 'brand'
    | 'imageUrl'
    | 'productUrl'
    | 'currency'
    | 'priceCents'
    | 'bestSellersRank'
    | 'rating'
    | 'reviewCount'
    | 'observedAt'
    | 'source'
    | 'boughtLastMonth'
  > &
  LeftJoined<
    SqlRow<typeof catalogCategories, 'salesCurve' | 'salesPairsSample'> &
      SqlRow<typeof catalogProductSnapshots, 'inStock' | 'stockQuantity'>
  > & { other_curves: SalesCurve[] | null; prices: number[]; ranks: number[] };

const iso = (d: string | null) => (d == null ? null : new Date(d).toISOString());
const change = (values: number[]) => (values.length >= 2 ? values[0] - values[1] : null);

function toView(r: Row): TrackedProductView {
  return {
    id: r.id,
    productId: Number(r.product_id),
    asin: r.asin,
    marketplace: r.marketplace,
    title: r.title,
    brand: r.brand,
    imageUrl: r.image_url,
    productUrl: r.product_url,
    currency: r.currency,
    priceCents: r.prices[0] ?? r.price_cents,
    priceChangeCents: change(r.prices),
    bestSellersRank: r.ranks[0] ?? r.best_sellers_rank,
    rankChange: change(r.ranks),
    inStock: r.in_stock,
    stockQuantity: r.stock_quantity,
    rating: r.rating,
    reviewCount: r.review_count,
    units: estimateMonthlyUnits({
      boughtLastMonth: r.bought_last_month,
      bestSellersRank: r.ranks[0] ?? r.best_sellers_rank,
      curve: r.sales_curve,
      nearby: r.sales_pairs_sample,
      otherCurves: r.other_curves,
    }),
    observedAt: iso(r.observed_at) as string,
    source: r.source,
    lastRefreshAt: iso(r.last_refresh_at),
    lastRefreshStatus: r.last_refresh_status,
    createdAt: iso(r.created_at) as string,
  };
}

/** Shared snapshots and the tracking user's own private browser observations (docs/extension.md). */
const visibleTo = sql`(s.private_to is null or s.private_to = t.user_id)`;

async function selectViews(db: Db, where: SQL): Promise<TrackedProductView[]> {
  const result = await db.execute<Row>(sql`
    select t.id, t.product_id, t.created_at, t.last_refresh_at, t.last_refresh_status,
      p.asin, p.marketplace, p.title, p.brand, p.image_url, p.product_url, p.currency, p.price_cents,
      p.best_sellers_rank, p.rating, p.review_count, p.observed_at, p.source, p.bought_last_month,
      d.sales_curve, d.sales_pairs_sample, ${OTHER_CURVES_SQL},
      array(select s.price_cents from catalog_product_snapshots s
            where s.product_id = p.id and s.price_cents is not null and ${visibleTo}
            order by s.observed_at desc, s.id desc limit 2) as prices,
      array(select s.best_sellers_rank from catalog_product_snapshots s
            where s.product_id = p.id and s.best_sellers_rank is not null and ${visibleTo}
            order by s.observed_at desc, s.id desc limit 2) as ranks,
      st.in_stock, st.stock_quantity
    from tracked_products t
    join catalog_products p on p.id = t.product_id
    left join catalog_categories d on d.id = p.department_id
    left join lateral (
      select s.in_stock, s.stock_quantity from catalog_product_snapshots s
      where s.product_id = p.id and (s.in_stock is not null or s.stock_quantity is not null) and ${visibleTo}
      order by s.observed_at desc, s.id desc limit 1
    ) st on true
    where ${where}
    order by t.created_at desc, t.id`);
  return result.rows.map(toView);
}

/** The caller's tracked products, newest first. */
export const listTrackedProducts = (o: { db: Db; userId: string }) =>
  selectViews(o.db, sql`t.user_id = ${o.userId}`);

/** One of the caller's tracked products; another user's → 404. */
export async function getTrackedProduct(o: {
  db: Db;
  userId: string;
  id: string;
}): Promise<TrackedProductView> {
  const [view] = await selectViews(o.db, sql`t.user_id = ${o.userId} and t.id = ${o.id}`);
  if (!view) throw notFound('tracked_product');
  return view;
}
