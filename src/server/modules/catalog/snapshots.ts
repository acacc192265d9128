import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { type CatalogSource, catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { Tx } from '#server/modules/usage/index.ts';
import { refreshProductMetrics } from './refresh-product-metrics.ts';

export type ProductSnapshot = typeof catalogProductSnapshots.$inferSelect;

/** What was seen of a product at one moment. Leave a field undefined when it was not observed. */
export interface Observation {
  observedAt: Date;
  source: CatalogSource;
  /** API operation, file name or user id. */
  sourceRef?: string | null;
  /** Defaults to the marketplace's currency. */
  currency?: string;
  priceCents?: number | null;
  listPriceCents?: number | null;
  bestSellersRank?: number | null;
  inStock?: boolean | null;
  stockQuantity?: number | null;
  rating?: number | null;
  reviewCount?: number | null;
  boughtLastMonth?: number | null;
}

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
  const [product] = await o.db
    .select({ marketplace: catalogProducts.marketplace, observedAt: catalogProducts.observedAt })
    .from(catalogProducts)
    .where(eq(catalogProducts.id, o.productId));
  if (!product) throw notFound('product');
  const ob = o.observation;
  const values = {
    currency: ob.currency ?? MARKETPLACES[product.marketplace].currency,
    priceCents: ob.priceCents ?? null,
    listPriceCents: ob.listPriceCents ?? null,
    bestSellersRank: ob.bestSellersRank ?? null,
    inStock: ob.inStock ?? null,
    stockQuantity: ob.stockQuantity ?? null,
    rating: ob.rating ?? null,
    reviewCount: ob.reviewCount ?? null,
    boughtLastMonth: ob.boughtLastMonth ?? null,
    sourceRef: ob.sourceRef ?? null,
  };
  const [snapshot] = await o.db
    .insert(catalogProductSnapshots)
    .values({ productId: o.productId, observedAt: ob.observedAt, source: ob.source, ...values })
    .onConflictDoUpdate({
      target: [
        catalogProductSnapshots.productId,
        catalogProductSnapshots.source,
        catalogProductSnapshots.observedAt,
      ],
      targetWhere: sql`private_to is null`,
      set: values,
    })
    .returning();

  if (ob.observedAt >= product.observedAt) {
    const observed = Object.fromEntries(
      (
        [
          'priceCents',
          'listPriceCents',
          'bestSellersRank',
          'rating',
          'reviewCount',
          'boughtLastMonth',
        ] as const
      )
        .filter((k) => ob[k] !== undefined)
        .map((k) => [k, ob[k]]),
    );
    await o.db
      .update(catalogProducts)
      .set({
        ...observed,
        source: ob.source,
        sourceRef: ob.sourceRef ?? null,
        observedAt: ob.observedAt,
        listed: true,
        metricsAt: null,
        updatedAt: new Date(),
      })
      .where(eq(catalogProducts.id, o.productId));
    await refreshProductMetrics({ db: o.db, productId: o.productId, now: new Date() });
  }
  return snapshot;
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
}): Promise<ProductSnapshot[]> {
  return o.db
    .select()
    .from(catalogProductSnapshots)
    .where(
      and(
        eq(catalogProductSnapshots.productId, o.productId),
        isNull(catalogProductSnapshots.privateTo),
        o.since ? gte(catalogProductSnapshots.observedAt, o.since) : undefined,
        o.until ? lte(catalogProductSnapshots.observedAt, o.until) : undefined,
      ),
    )
    .orderBy(asc(catalogProductSnapshots.observedAt), asc(catalogProductSnapshots.id))
    .limit(o.limit ?? 1000);
}
