import { and, asc, desc, eq, getTableColumns, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { type CurrencyCode, MARKETPLACES } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { type CatalogSource, catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import { refreshProductMetrics } from './refresh-product-metrics.ts';

export type ProductSnapshot = typeof catalogProductSnapshots.$inferSelect;
const SNAPSHOT_COLUMNS = getTableColumns(catalogProductSnapshots);

/** What was seen of a product at one moment. Leave a field undefined when it was not observed. */
export interface Observation {
  observedAt: Date;
  source: CatalogSource;
  /** API operation, file name or user id. */
  sourceRef?: string | null;
  /** Defaults to the marketplace's currency. */
  currency?: CurrencyCode;
  priceCents?: number | null;
  listPriceCents?: number | null;
  bestSellersRank?: number | null;
  inStock?: boolean | null;
  stockQuantity?: number | null;
  rating?: number | null;
  reviewCount?: number | null;
  boughtLastMonth?: number | null;
  offerCount?: number | null;
  /** The root category the rank is in, when the source named it (null/undefined: the product's department). */
  rankDepartmentId?: number | null;
}

/** The product's current values that follow its newest observation (when observed). */
const CURRENT_FIELDS = [
  'priceCents',
  'listPriceCents',
  'bestSellersRank',
  'rating',
  'reviewCount',
  'boughtLastMonth',
  'offerCount',
] as const;

const snapshotValues = (ob: Observation, currency: CurrencyCode) => ({
  currency: ob.currency ?? currency,
  priceCents: ob.priceCents ?? null,
  listPriceCents: ob.listPriceCents ?? null,
  bestSellersRank: ob.bestSellersRank ?? null,
  inStock: ob.inStock ?? null,
  stockQuantity: ob.stockQuantity ?? null,
  rating: ob.rating ?? null,
  reviewCount: ob.reviewCount ?? null,
  boughtLastMonth: ob.boughtLastMonth ?? null,
  offerCount: ob.offerCount ?? null,
  rankDepartmentId: ob.rankDepartmentId ?? null,
  sourceRef: ob.sourceRef ?? null,
});

/**
 * The row of a snapshot: every source's observation is stored through it (a browser observation
 * kept private to its observer has `privateTo`).
 */
export const snapshotRow = (
  productId: number,
  ob: Observation,
  currency: CurrencyCode,
  privateTo: string | null = null,
) => ({
  productId,
  observedAt: ob.observedAt,
  source: ob.source,
  privateTo,
  ...snapshotValues(ob, currency),
});

/**
 * When `ob` is the newest thing known of the product (a shared observation, from any source), the
 * product's current values follow it (the fields observed) and its estimates are computed again.
 */
export async function followNewest(db: Db | Tx, productId: number, ob: Observation) {
  const observed = Object.fromEntries(
    CURRENT_FIELDS.filter((k) => ob[k] !== undefined).map((k) => [k, ob[k]]),
  );
  const followed = await db
    .update(catalogProducts)
    .set({
      ...observed,
      source: ob.source,
      sourceRef: ob.sourceRef ?? null,
      observedAt: ob.observedAt,
      // A shared observation makes a product first seen privately (docs/extension.md) part of the catalog.
      listed: true,
      metricsAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(catalogProducts.id, productId), lte(catalogProducts.observedAt, ob.observedAt)))
    .returning({ id: catalogProducts.id });
  if (followed.length) await refreshProductMetrics({ db, productId, now: new Date() });
}

/** The currency of a product's marketplace (its snapshots' default); a missing product is a 404. */
async function currencyOf(db: Db | Tx, productId: number): Promise<CurrencyCode> {
  const [product] = await db
    .select({ marketplace: catalogProducts.marketplace })
    .from(catalogProducts)
    .where(eq(catalogProducts.id, productId));
  if (!product) throw notFound('product');
  return MARKETPLACES[product.marketplace].currency;
}

/** A shared snapshot is one per product, source and time. */
const SHARED_SNAPSHOT_KEY = {
  target: [
    catalogProductSnapshots.productId,
    catalogProductSnapshots.source,
    catalogProductSnapshots.observedAt,
  ],
  targetWhere: sql`private_to is null`,
};

/**
 * Stores an observation of a product as a snapshot (one per product, source and time: recording
 * the same observation twice keeps one row, updated). When it is the newest thing known about the
 * product, the product's current values follow it (the fields that were observed) and its stored
 * estimates (units, opportunity score) are recomputed.
 */
export async function recordSnapshot(o: {
  db: Db | Tx;
  productId: number;
  observation: Observation;
}): Promise<ProductSnapshot> {
  const ob = o.observation;
  const row = snapshotRow(o.productId, ob, await currencyOf(o.db, o.productId));
  const [snapshot] = await o.db
    .insert(catalogProductSnapshots)
    .values(row)
    .onConflictDoUpdate({ ...SHARED_SNAPSHOT_KEY, set: snapshotValues(ob, row.currency) })
    .returning();
  await followNewest(o.db, o.productId, ob);
  return snapshot;
}

/**
 * Stores many observations of a product at once (a source's history: Keepa sends a year of it),
 * in batches, each (product, source, time) once: storing the same history again rewrites the same
 * rows. The product's current values follow the newest one, as with recordSnapshot. Returns the
 * number of snapshots written.
 */
export async function recordSnapshots(o: {
  db: Db | Tx;
  productId: number;
  observations: Observation[];
}): Promise<number> {
  if (!o.observations.length) return 0;
  const currency = await currencyOf(o.db, o.productId);
  const rows = o.observations.map((ob) => snapshotRow(o.productId, ob, currency));
  for (let i = 0; i < rows.length; i += 1000)
    await o.db
      .insert(catalogProductSnapshots)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        ...SHARED_SNAPSHOT_KEY,
        set: Object.fromEntries(
          Object.keys(rows[0])
            .filter((k) => !['productId', 'observedAt', 'source', 'privateTo'].includes(k))
            .map((k) => [
              k,
              sql.raw(`excluded.${SNAPSHOT_COLUMNS[k as keyof typeof SNAPSHOT_COLUMNS].name}`),
            ]),
        ),
      });
  const newest = o.observations.reduce((a, b) => (b.observedAt > a.observedAt ? b : a));
  await followNewest(o.db, o.productId, newest);
  return rows.length;
}

/** The most recent shared snapshot of a product (optionally from one source only), or null. */
export async function latestSnapshot(o: {
  db: Db | Tx;
  productId: number;
  source?: CatalogSource;
}): Promise<ProductSnapshot | null> {
  const [row] = await o.db
    .select()
    .from(catalogProductSnapshots)
    .where(
      and(
        eq(catalogProductSnapshots.productId, o.productId),
        isNull(catalogProductSnapshots.privateTo),
        o.source ? eq(catalogProductSnapshots.source, o.source) : undefined,
      ),
    )
    .orderBy(desc(catalogProductSnapshots.observedAt), desc(catalogProductSnapshots.id))
    .limit(1);
  return row ?? null;
}

/** A product's shared history (no user's private observations), oldest first, optionally within [since, until]. */
export async function listSnapshots(o: {
  db: Db | Tx;
  productId: number;
  since?: Date;
  until?: Date;
  limit?: number;
  /** Also this user's own private (browser) observations; shared ones only when absent. */
  viewerId?: string | null;
}): Promise<ProductSnapshot[]> {
  return o.db
    .select()
    .from(catalogProductSnapshots)
    .where(
      and(
        eq(catalogProductSnapshots.productId, o.productId),
        o.viewerId
          ? or(isNull(catalogProductSnapshots.privateTo), eq(catalogProductSnapshots.privateTo, o.viewerId))
          : isNull(catalogProductSnapshots.privateTo),
        o.since ? gte(catalogProductSnapshots.observedAt, o.since) : undefined,
        o.until ? lte(catalogProductSnapshots.observedAt, o.until) : undefined,
      ),
    )
    .orderBy(asc(catalogProductSnapshots.observedAt), asc(catalogProductSnapshots.id))
    .limit(o.limit ?? 1000);
}
