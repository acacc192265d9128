import { sql } from 'drizzle-orm';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { Figures, ObservedFigure } from '#domain/observations/agreement.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogProductSnapshots } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { followNewest, type Observation, snapshotRow } from './snapshots.ts';

/** Two observations of one product by one user closer than this are one observation (merged). */
export const BROWSER_MERGE_WINDOW_MS = 10 * 60_000;

/** What a page showed of a product; undefined = not read from the page. */
export type BrowserFigures = Figures & {
  /** The root category the page named for the rank (a product page's, a best-seller list's). */
  rankDepartmentId?: number;
};

/** Each figure a page shows and its column in catalog_products and catalog_product_snapshots. */
export const BROWSER_FIGURE_COLUMNS = [
  ['priceCents', 'price_cents'],
  ['listPriceCents', 'list_price_cents'],
  ['bestSellersRank', 'best_sellers_rank'],
  ['rating', 'rating'],
  ['reviewCount', 'review_count'],
  ['boughtLastMonth', 'bought_last_month'],
] as const satisfies readonly (readonly [ObservedFigure, string])[];

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
}): Promise<{ merged: boolean; snapshotId: number | null }> {
  const f = o.figures;
  const value = (k: keyof BrowserFigures) => f[k] ?? null;
  const observation = browserObservation(o);
  const mine = o.shared
    ? sql`private_to is null and source_ref = ${o.userId}`
    : sql`private_to = ${o.userId}`;
  const from = new Date(o.observedAt.getTime() - BROWSER_MERGE_WINDOW_MS);
  const to = new Date(o.observedAt.getTime() + BROWSER_MERGE_WINDOW_MS);
  const { rows } = await o.db.execute<SqlRow<typeof catalogProductSnapshots, 'id'>>(sql`
    select id from catalog_product_snapshots
    where product_id = ${o.productId} and source = 'browser' and ${mine}
      and observed_at between ${from} and ${to}
    order by observed_at desc limit 1`);
  const merged = rows.length > 0;
  let snapshotId: number | null = merged ? Number(rows[0].id) : null;
  if (merged) {
    // The rank's category belongs to the snapshot only (a product's row has its department).
    const sets = [...BROWSER_FIGURE_COLUMNS, ['rankDepartmentId', 'rank_department_id'] as const].map(
      ([k, column]) => sql`${sql.raw(column)} = coalesce(${value(k)}, ${sql.raw(column)})`,
    );
    await o.db.execute(sql`update catalog_product_snapshots set ${sql.join(sets, sql`, `)},
      observed_at = greatest(observed_at, ${o.observedAt}) where id = ${rows[0].id}`);
  } else {
    const row = snapshotRow(
      o.productId,
      observation,
      MARKETPLACES[o.marketplace].currency,
      o.shared ? null : o.userId,
    );
    const [inserted] = await o.db
      .insert(catalogProductSnapshots)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: catalogProductSnapshots.id });
    snapshotId = inserted?.id ?? null;
  }
  if (o.shared) await followNewest(o.db, o.productId, observation);
  return { merged, snapshotId };
}

/**
 * A held browser observation released by the operator: the snapshot becomes shared (its observer
 * keeps seeing it) and the product follows it when it is the newest. False when another shared
 * browser snapshot of the product has that very instant (nothing changed).
 */
export async function shareBrowserSnapshot(db: Db | Tx, snapshotId: number): Promise<boolean> {
  const { rows } = await db.execute<
    SqlRow<
      typeof catalogProductSnapshots,
      | 'productId'
      | 'sourceRef'
      | 'observedAt'
      | 'priceCents'
      | 'listPriceCents'
      | 'bestSellersRank'
      | 'rating'
      | 'reviewCount'
      | 'boughtLastMonth'
    > & { source_ref: string } // a browser snapshot's reference is the user whose browser read it
  >(sql`
    update catalog_product_snapshots s set private_to = null
    where s.id = ${snapshotId} and s.source = 'browser' and s.private_to is not null
      and not exists (select 1 from catalog_product_snapshots o where o.product_id = s.product_id
        and o.source = 'browser' and o.observed_at = s.observed_at and o.private_to is null)
    returning product_id, source_ref, observed_at, price_cents, list_price_cents, best_sellers_rank, rating,
      review_count, bought_last_month`);
  const row = rows[0];
  if (!row) return false;
  const figures: BrowserFigures = {};
  for (const [k, column] of BROWSER_FIGURE_COLUMNS) {
    const v = row[column];
    if (v !== null && v !== undefined) figures[k] = Number(v);
  }
  await followNewest(
    db,
    Number(row.product_id),
    browserObservation({ userId: row.source_ref, observedAt: new Date(row.observed_at), figures }),
  );
  return true;
}

/** A browser observation as any source's (snapshots.ts): its user is its reference. */
const browserObservation = (o: {
  userId: string;
  observedAt: Date;
  figures: BrowserFigures;
}): Observation => ({
  observedAt: o.observedAt,
  source: 'browser',
  sourceRef: o.userId,
  ...o.figures,
});
