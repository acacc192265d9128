import { randomBytes } from 'node:crypto';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { type Observation, recordSnapshot } from '#server/modules/catalog/snapshots.ts';
import { upsertProduct } from '#server/modules/catalog/upsert-product.ts';

/** A fresh, valid, random ASIN for a test. */
export const newAsin = () => `B0${randomBytes(4).toString('hex').toUpperCase()}`;

/** A catalog product with one observation (as an import would leave it). */
export async function seedProduct(
  db: Db,
  o: {
    asin?: string;
    marketplace?: MarketplaceCode;
    title?: string;
    observedAt?: Date;
  } & Partial<Observation> = {},
) {
  const asin = o.asin ?? newAsin();
  const marketplace = o.marketplace ?? 'US';
  const observedAt = o.observedAt ?? new Date(Date.now() - 86_400_000);
  const product = await upsertProduct({
    db,
    marketplace,
    asin,
    title: o.title ?? `Test product ${asin}`,
    source: 'csv_import',
    sourceRef: 'seed.csv',
    observedAt,
  });
  const { asin: _a, marketplace: _m, title: _t, ...figures } = o;
  await recordSnapshot({
    db,
    productId: product.id,
    observation: { source: 'csv_import', sourceRef: 'seed.csv', priceCents: 2999, ...figures, observedAt },
  });
  return product;
}

/** A later observation of a product. */
export const observe = (
  db: Db,
  productId: number,
  observation: Partial<Observation> & { observedAt: Date },
) =>
  recordSnapshot({
    db,
    productId,
    observation: { source: 'csv_import', sourceRef: 'later.csv', ...observation },
  });
