import { sql } from 'drizzle-orm';
import type { ObservedValues } from '#domain/alerts/alert-rules.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { CatalogSource } from '#server/db/schema/index.ts';
import type { Tx } from '#server/modules/usage/index.ts';

/** What alerts evaluate: the last known value of each field and the newest snapshot behind them. */
export interface CurrentObservation extends ObservedValues {
  productId: number;
  marketplace: MarketplaceCode;
  asin: string;
  title: string;
  currency: string;
  /** The product's newest snapshot (an alert evaluates each one once); null: none stored. */
  snapshotId: number | null;
  observedAt: Date;
  /** Who observed the newest values. */
  source: CatalogSource;
}

interface Row extends Record<string, unknown> {
  id: string;
  marketplace: MarketplaceCode;
  asin: string;
  title: string;
  currency: string;
  price_cents: number | null;
  best_sellers_rank: number | null;
  rating: number | null;
  review_count: number | null;
  observed_at: Date;
  source: CatalogSource;
  snapshot_id: string | null;
  in_stock: boolean | null;
  stock_quantity: number | null;
}

/**
 * Current observations of products: the catalog row holds the newest observed price, rank,
 * rating and reviews (it follows each newer snapshot); stock comes from the newest snapshot that
 * observed it.
 */
export async function currentObservations(
  db: Db | Tx,
  productIds: number[],
): Promise<Map<number, CurrentObservation>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const result = await db.execute<Row>(sql`
    select p.id, p.marketplace, p.asin, p.title, p.currency, p.price_cents, p.best_sellers_rank,
      p.rating, p.review_count, p.observed_at, p.source, s.id as snapshot_id, st.in_stock, st.stock_quantity
    from catalog_products p
    left join lateral (
      select id from catalog_product_snapshots
      where product_id = p.id and private_to is null order by observed_at desc, id desc limit 1
    ) s on true
    left join lateral (
      select in_stock, stock_quantity from catalog_product_snapshots
      where product_id = p.id and private_to is null and (in_stock is not null or stock_quantity is not null)
      order by observed_at desc, id desc limit 1
    ) st on true
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(
    result.rows.map((r) => [
      Number(r.id),
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
        observedAt: new Date(r.observed_at),
        source: r.source,
      },
    ]),
  );
}
