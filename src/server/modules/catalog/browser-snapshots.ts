import { sql } from 'drizzle-orm';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { Tx } from '#server/modules/usage/index.ts';
import { refreshProductMetrics } from './refresh-product-metrics.ts';

/** Two observations of one product by one user closer than this are one observation (merged). */
export const BROWSER_MERGE_WINDOW_MS = 10 * 60_000;

/** What a page showed of a product; undefined = not read from the page. */
export interface BrowserFigures {
  priceCents?: number;
  listPriceCents?: number;
  bestSellersRank?: number;
  rating?: number;
  reviewCount?: number;
  boughtLastMonth?: number;
  /** The root category the page named for the rank (a product page's, a best-seller list's). */
  rankDepartmentId?: number;
}

/** Figures that a product's row follows (the rank's category belongs to the snapshot only). */
const FIELDS = [
  ['priceCents', 'price_cents'],
  ['listPriceCents', 'list_price_cents'],
  ['bestSellersRank', 'best_sellers_rank'],
  ['rating', 'rating'],
  ['reviewCount', 'review_count'],
  ['boughtLastMonth', 'bought_last_month'],
] as const;

/**
 * Stores what a user's browser saw of a product as a snapshot with source `browser` and the user
 * as its reference. Private (`shared` false, OBSERVATIONS_SHARED off): only that user sees it and
 * the product's current values do not move. Shared: like any other source, the product follows
 * its newest observation. A second observation by the same user within BROWSER_MERGE_WINDOW_MS
 * is merged into the first (newest values win, fields not seen again are kept).
 */
export async function recordBrowserSnapshot(o: {
  db: Db | Tx;
  productId: number;
  marketplace: MarketplaceCode;
  userId: string;
  shared: boolean;
  observedAt: Date;
  figures: BrowserFigures;
}): Promise<{ merged: boolean }> {
  const f = o.figures;
  const value = (k: keyof BrowserFigures) => f[k] ?? null;
  const mine = o.shared
    ? sql`private_to is null and source_ref = ${o.userId}`
    : sql`private_to = ${o.userId}`;
  const from = new Date(o.observedAt.getTime() - BROWSER_MERGE_WINDOW_MS);
  const to = new Date(o.observedAt.getTime() + BROWSER_MERGE_WINDOW_MS);
  const { rows } = await o.db.execute<{ id: string }>(sql`
    select id from catalog_product_snapshots
    where product_id = ${o.productId} and source = 'browser' and ${mine}
      and observed_at between ${from} and ${to}
    order by observed_at desc limit 1`);
  const merged = rows.length > 0;
  if (merged) {
    const sets = [...FIELDS, ['rankDepartmentId', 'rank_department_id'] as const].map(
      ([k, column]) => sql`${sql.raw(column)} = coalesce(${value(k)}, ${sql.raw(column)})`,
    );
    await o.db.execute(sql`update catalog_product_snapshots set ${sql.join(sets, sql`, `)},
      observed_at = greatest(observed_at, ${o.observedAt}) where id = ${rows[0].id}`);
  } else {
    await o.db.execute(sql`
      insert into catalog_product_snapshots (product_id, observed_at, source, source_ref, currency, price_cents,
        list_price_cents, best_sellers_rank, rating, review_count, bought_last_month, rank_department_id, private_to)
      values (${o.productId}, ${o.observedAt}, 'browser', ${o.userId}, ${MARKETPLACES[o.marketplace].currency},
        ${value('priceCents')}, ${value('listPriceCents')}, ${value('bestSellersRank')}, ${value('rating')},
        ${value('reviewCount')}, ${value('boughtLastMonth')}, ${value('rankDepartmentId')}, ${o.shared ? null : o.userId})
      on conflict do nothing`);
  }
  if (o.shared) await followNewest(o);
  return { merged };
}

/** Shared observations move the product's current values when they are its newest. */
async function followNewest(o: {
  db: Db | Tx;
  productId: number;
  userId: string;
  observedAt: Date;
  figures: BrowserFigures;
}) {
  const observed = FIELDS.filter(([k]) => o.figures[k] !== undefined).map(
    ([k, column]) => sql`${sql.raw(column)} = ${o.figures[k] as number}`,
  );
  const { rowCount } = await o.db.execute(sql`
    update catalog_products set ${sql.join([...observed, sql`source = 'browser'`], sql`, `)},
      source_ref = ${o.userId}, observed_at = ${o.observedAt}, listed = true, metrics_at = null, updated_at = now()
    where id = ${o.productId} and observed_at <= ${o.observedAt}`);
  if (rowCount) await refreshProductMetrics({ db: o.db, productId: o.productId, now: new Date() });
}
