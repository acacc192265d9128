import type { MarketProduct } from '#domain/market-data/market-product.ts';
import type { Db } from '#server/db/client.ts';
import type { MarketSourceName } from '#server/db/schema/index.ts';
import {
  findProductByAsin,
  recordSnapshots,
  resolveRootCategory,
  upsertProduct,
} from '#server/modules/catalog/index.ts';

export interface StoredProduct {
  asin: string;
  source: MarketSourceName;
  productId: number;
  /** Snapshots written (a history rewrites the same rows when fetched again). */
  snapshots: number;
  firstObservedAt: Date | null;
  lastObservedAt: Date | null;
}

/**
 * Writes what a source said of a product into the catalog, in one transaction (all of it or
 * nothing): the product row (title, brand, category for a new product, image, package) and one
 * snapshot per observation, with the source's name, the operation in `source_ref` and each
 * observation's own time. A product the catalog does not know and the source gives no title
 * cannot be listed: null.
 */
export async function storeMarketProduct(o: {
  db: Db;
  product: MarketProduct;
  source: MarketSourceName;
  sourceRef: string;
  now: Date;
}): Promise<StoredProduct | null> {
  const { product } = o;
  return o.db.transaction(async (tx) => {
    const known = await findProductByAsin({ db: tx, marketplace: product.marketplace, asin: product.asin });
    const title = product.title ?? known?.title;
    if (!title) return null;
    // The root category the rank is in (and its node id for the calibration crawl's Product Finder).
    const rankDepartmentId = product.rankCategory
      ? await resolveRootCategory(tx, {
          marketplace: product.marketplace,
          name: product.rankCategory.name,
          browseNodeId: product.rankCategory.browseNodeId,
        })
      : null;
    const observations = product.observations.map((ob) => ({
      ...ob,
      rankDepartmentId,
      source: o.source,
      sourceRef: o.sourceRef,
    }));
    const newest = observations.at(-1)?.observedAt ?? o.now;
    const row = await upsertProduct({
      db: tx,
      marketplace: product.marketplace,
      asin: product.asin,
      title,
      brand: product.brand,
      // A product the catalog knows keeps its category (the sample's and imports' taxonomy).
      category: known?.categoryId ? null : product.categoryPath,
      imageUrl: product.imageUrl,
      package: product.package,
      item: product.item,
      source: o.source,
      sourceRef: o.sourceRef,
      observedAt: newest,
    });
    const snapshots = await recordSnapshots({ db: tx, productId: row.id, observations });
    return {
      asin: product.asin,
      source: o.source,
      productId: row.id,
      snapshots,
      firstObservedAt: observations[0]?.observedAt ?? null,
      lastObservedAt: observations.at(-1)?.observedAt ?? null,
    };
  });
}
