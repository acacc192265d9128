import { randomBytes } from 'node:crypto';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { catalogProducts, keywordRankObservations } from '#server/db/schema/index.ts';
import { type Observation, recordSnapshot } from '#server/modules/catalog/snapshots.ts';
import { upsertProduct } from '#server/modules/catalog/upsert-product.ts';

/** A fresh, valid, random ASIN for a test. */
export const newAsin = () => `B0${randomBytes(4).toString('hex').toUpperCase()}`;

export type ProductOverrides = {
  asin?: string;
  marketplace?: MarketplaceCode;
  title?: string;
  observedAt?: Date;
} & Partial<Observation>;

/**
 * A catalog product with one observation, as an import leaves it (stored estimates computed):
 * $29.99, observed a day ago, in the US, unless `overrides` say otherwise.
 */
export async function createProduct(db: Db, overrides: ProductOverrides = {}) {
  const asin = overrides.asin ?? newAsin();
  const marketplace = overrides.marketplace ?? 'US';
  const observedAt = overrides.observedAt ?? new Date(Date.now() - 86_400_000);
  const product = await upsertProduct({
    db,
    marketplace,
    asin,
    title: overrides.title ?? `Test product ${asin}`,
    source: 'csv_import',
    sourceRef: 'seed.csv',
    observedAt,
  });
  const { asin: _a, marketplace: _m, title: _t, ...figures } = overrides;
  await recordSnapshot({
    db,
    productId: product.id,
    observation: { source: 'csv_import', sourceRef: 'seed.csv', priceCents: 2999, ...figures, observedAt },
  });
  return product;
}

/** A later observation of a product (the catalog's current values follow it when it is the newest). */
export const observeProduct = (
  db: Db,
  productId: number,
  observation: Partial<Observation> & { observedAt: Date },
) =>
  recordSnapshot({
    db,
    productId,
    observation: { source: 'csv_import', sourceRef: 'later.csv', ...observation },
  });

/**
 * One catalog row written as given, without a snapshot and without recomputing its estimates: for
 * a stored value the test sets itself (an opportunity score, a user-entered product).
 */
export async function createProductRow(db: Db, overrides: Partial<typeof catalogProducts.$inferInsert> = {}) {
  const marketplace = overrides.marketplace ?? 'US';
  const asin = overrides.asin ?? newAsin();
  const [row] = await db
    .insert(catalogProducts)
    .values({
      marketplace,
      asin,
      title: `Test product ${asin}`,
      currency: MARKETPLACES[marketplace].currency,
      source: 'user',
      observedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row;
}

/** A search the browser extension captured: the product's position for a keyword (shared or not). */
export async function createKeywordRankObservation(
  db: Db,
  o: { productId: number; userId: string; keyword: string; shared?: boolean; organicPosition?: number },
) {
  const [row] = await db
    .insert(keywordRankObservations)
    .values({
      productId: o.productId,
      userId: o.userId,
      keyword: o.keyword,
      shared: o.shared ?? false,
      observedAt: new Date(),
      page: 1,
      organicPosition: o.organicPosition ?? 1,
    })
    .returning();
  return row;
}
