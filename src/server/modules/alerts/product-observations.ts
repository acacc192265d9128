import { sql } from 'drizzle-orm';
import type { ObservedValues } from '#domain/alerts/alert-rules.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import type { CatalogSource, catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import type { LeftJoined, SqlRow } from '#server/db/sql-row.ts';

/** When and by whom one figure was observed. */
export interface FieldObservation {
  at: Date;
  source: CatalogSource;
}

/** What alerts evaluate for one user: the last known value of each field and the newest snapshot behind them. */
export interface CurrentObservation extends ObservedValues {
  productId: number;
  marketplace: MarketplaceCode;
  asin: string;
  title: string;
  currency: string;
  /** The product's newest snapshot the user sees (an alert evaluates each one once); null: none stored. */
  snapshotId: number | null;
  observedAt: Date;
  /** Who observed the newest values. */
  source: CatalogSource;
  /** When each known figure was observed, and by whom (an alert evaluates only fresh ones). */
  seen: Partial<Record<keyof ObservedValues, FieldObservation>>;
}

/** The product as stored, then the newest snapshot of each kind the user sees (renamed, text times). */
type Row = SqlRow<
  typeof catalogProducts,
  'id' | 'marketplace' | 'asin' | 'title' | 'currency' | 'observedAt' | 'source'
> &
  LeftJoined<SqlRow<typeof catalogProductSnapshots, 'inStock' | 'stockQuantity'>> & {
    user_id: string;
    snapshot_id: number | null;
    snapshot_at: string | null;
    snapshot_source: CatalogSource | null;
    price_cents: number | null;
    price_at: string;
    price_source: CatalogSource;
    best_sellers_rank: number | null;
    rank_at: string;
    rank_source: CatalogSource;
    rating: number | null;
    review_count: number | null;
    reviews_at: string;
    reviews_source: CatalogSource;
    stock_at: string | null;
    stock_source: CatalogSource | null;
  };

/** Newest snapshot the user sees with `column` observed: its value, time and source. */
const newest = (columns: string, where: string, alias: string) =>
  sql.raw(`left join lateral (
      select ${columns}, observed_at, source from catalog_product_snapshots s
      where s.product_id = p.id and (s.private_to is null or s.private_to = u.user_id) and ${where}
      order by s.observed_at desc, s.id desc limit 1
    ) ${alias} on true`);

/** The key of a product observed for a user in the map currentObservations returns. */
export const observationKey = (productId: number, userId: string) => `${productId}:${userId}`;

/**
 * Current observations of products as each user sees them: the shared snapshots and the user's own
 * private browser readings (docs/extension.md), so the price drop a seller just saw on Amazon counts
 * for their own alerts. Each figure is the newest observed value with its time and source; a product
 * with no snapshot of a figure falls back to its catalog row (a bulk import's values).
 */
export async function currentObservations(
  db: Db | Tx,
  pairs: { productId: number; userId: string }[],
): Promise<Map<string, CurrentObservation>> {
  const unique = [...new Map(pairs.map((p) => [observationKey(p.productId, p.userId), p])).values()];
  if (unique.length === 0) return new Map();
  const result = await db.execute<Row>(sql`
    select p.id, u.user_id, p.marketplace, p.asin, p.title, p.currency, p.observed_at, p.source,
      s.id as snapshot_id, s.observed_at as snapshot_at, s.source as snapshot_source,
      coalesce(pr.price_cents, case when pr.observed_at is null then p.price_cents end) as price_cents,
      coalesce(pr.observed_at, p.observed_at) as price_at, coalesce(pr.source, p.source) as price_source,
      coalesce(rk.best_sellers_rank, case when rk.observed_at is null then p.best_sellers_rank end) as best_sellers_rank,
      coalesce(rk.observed_at, p.observed_at) as rank_at, coalesce(rk.source, p.source) as rank_source,
      coalesce(rv.rating, case when rv.observed_at is null then p.rating end) as rating,
      coalesce(rv.review_count, case when rv.observed_at is null then p.review_count end) as review_count,
      coalesce(rv.observed_at, p.observed_at) as reviews_at, coalesce(rv.source, p.source) as reviews_source,
      st.in_stock, st.stock_quantity, st.observed_at as stock_at, st.source as stock_source
    from unnest(${sql.param(unique.map((p) => p.productId))}::bigint[], ${sql.param(unique.map((p) => p.userId))}::text[])
      as u(product_id, user_id)
    join catalog_products p on p.id = u.product_id
    ${newest('s.id', 'true', 's')}
    ${newest('s.price_cents', 's.price_cents is not null', 'pr')}
    ${newest('s.best_sellers_rank', 's.best_sellers_rank is not null', 'rk')}
    ${newest('s.rating, s.review_count', '(s.rating is not null or s.review_count is not null)', 'rv')}
    ${newest('s.in_stock, s.stock_quantity', '(s.in_stock is not null or s.stock_quantity is not null)', 'st')}`);
  const seen = (at: string | null, source: CatalogSource | null): FieldObservation | undefined =>
    at && source ? { at: new Date(at), source } : undefined;
  return new Map(
    result.rows.map((r) => {
      const price = r.price_cents === null ? undefined : seen(r.price_at, r.price_source);
      const rank = r.best_sellers_rank === null ? undefined : seen(r.rank_at, r.rank_source);
      const reviews = seen(r.reviews_at, r.reviews_source);
      const stock = seen(r.stock_at, r.stock_source);
      return [
        observationKey(Number(r.id), r.user_id),
        {
          productId: Number(r.id),
          marketplace: r.marketplace,
          asin: r.asin,
          title: r.title,
          currency: r.currency,
          priceCents: r.price_cents,
          bestSellersRank: r.best_sellers_rank,
          rating: r.rating,
          reviewCount: r.review_count,
          inStock: r.in_stock,
          stockQuantity: r.stock_quantity,
          snapshotId: r.snapshot_id == null ? null : Number(r.snapshot_id),
          observedAt: new Date(r.snapshot_at ?? r.observed_at),
          source: r.snapshot_source ?? r.source,
          seen: {
            ...(price ? { priceCents: price } : {}),
            ...(rank ? { bestSellersRank: rank } : {}),
            ...(reviews && r.rating !== null ? { rating: reviews } : {}),
            ...(reviews && r.review_count !== null ? { reviewCount: reviews } : {}),
            ...(stock && r.in_stock !== null ? { inStock: stock } : {}),
            ...(stock && r.stock_quantity !== null ? { stockQuantity: stock } : {}),
          },
        },
      ];
    }),
  );
}

/**
 * The figures observed within `maxAgeMs` of `now` (the others unknown): an alert evaluates only
 * those, so a price observed months ago never fires it.
 */
export function freshValues(o: CurrentObservation, now: Date, maxAgeMs: number): ObservedValues {
  const fresh = (key: keyof ObservedValues) => {
    const at = o.seen[key]?.at;
    return at !== undefined && now.getTime() - at.getTime() <= maxAgeMs;
  };
  return {
    priceCents: fresh('priceCents') ? o.priceCents : null,
    bestSellersRank: fresh('bestSellersRank') ? o.bestSellersRank : null,
    rating: fresh('rating') ? o.rating : null,
    reviewCount: fresh('reviewCount') ? o.reviewCount : null,
    inStock: fresh('inStock') ? o.inStock : null,
    stockQuantity: fresh('stockQuantity') ? o.stockQuantity : null,
  };
}
