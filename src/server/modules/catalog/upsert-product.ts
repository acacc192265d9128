import { and, eq, sql } from 'drizzle-orm';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import { categoryPath } from '#domain/catalog/departments.ts';
import { MARKETPLACES, type MarketplaceCode, productUrl } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { type CatalogSource, catalogProducts } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createCategoryResolver } from './catalog-categories.ts';
import { type CatalogProduct, findProductByAsin, findProductById } from './find-product.ts';
import { refreshProductMetrics } from './refresh-product-metrics.ts';

type UpsertInput = Parameters<typeof upsertProduct>[0];

/**
 * The catalog's product for an ASIN a source reported (a snapshot file's row, a page a browser
 * read): the known one, or added from the title the source gave. `refresh`: the source's title and
 * category also replace a known product's (a source as good as any). `mayAdd`: asked before adding
 * one (a daily cap). Without a title, an unknown ASIN stays unknown.
 */
export async function findOrAddProduct(
  o: Omit<UpsertInput, 'title'> & {
    title?: string | null;
    refresh?: boolean;
    mayAdd?: () => Promise<boolean>;
  },
): Promise<
  | { product: CatalogProduct; added: boolean }
  | { product: null; why: 'unknown_product' | 'new_product_limit' }
> {
  const known = await findProductByAsin(o);
  if (!o.title || (known && !o.refresh))
    return known ? { product: known, added: false } : { product: null, why: 'unknown_product' };
  if (!known && o.mayAdd && !(await o.mayAdd())) return { product: null, why: 'new_product_limit' };
  return { product: await upsertProduct({ ...o, title: o.title }), added: !known };
}

/**
 * Adds a product to the catalog, or refreshes its descriptive fields (title, brand, category,
 * image) when this information is at least as recent as what is stored. Figures (price, rank…)
 * are recorded separately with recordSnapshot().
 */
export async function upsertProduct(o: {
  db: Db | Tx;
  marketplace: MarketplaceCode;
  asin: string;
  title: string;
  brand?: string | null;
  /** A category name (mapped to its department) or a full path, department first. */
  category?: string | string[] | null;
  imageUrl?: string | null;
  /** The shipping package of one unit (kept when not given); `source` is recorded as where it was read. */
  package?: { sidesMm: [number, number, number]; weightG: number } | null;
  /** The item's own size, without packaging (kept when not given). */
  item?: { sidesMm: [number, number, number]; weightG: number } | null;
  source: CatalogSource;
  sourceRef?: string | null;
  observedAt: Date;
  /** false: a product first seen in a private browser observation (left out of catalog-wide views). */
  listed?: boolean;
}): Promise<CatalogProduct> {
  const asin = normalizeAsin(o.asin);
  if (!isAsin(asin)) throw new AppError('invalid_asin', 400, { asin: o.asin });
  const path = Array.isArray(o.category) ? o.category : o.category ? categoryPath(o.category) : [];
  const category = await createCategoryResolver(o.db, o.marketplace).resolve(path);
  const [row] = await o.db
    .insert(catalogProducts)
    .values({
      marketplace: o.marketplace,
      asin,
      title: o.title.trim().slice(0, 1000),
      brand: o.brand ?? null,
      categoryId: category?.categoryId ?? null,
      departmentId: category?.departmentId ?? null,
      imageUrl: o.imageUrl ?? null,
      packageLengthMm: o.package?.sidesMm[0] ?? null,
      packageWidthMm: o.package?.sidesMm[1] ?? null,
      packageHeightMm: o.package?.sidesMm[2] ?? null,
      packageWeightG: o.package?.weightG ?? null,
      packageSource: o.package ? o.source : null,
      itemLengthMm: o.item?.sidesMm[0] ?? null,
      itemWidthMm: o.item?.sidesMm[1] ?? null,
      itemHeightMm: o.item?.sidesMm[2] ?? null,
      itemWeightG: o.item?.weightG ?? null,
      productUrl: productUrl(o.marketplace, asin),
      currency: MARKETPLACES[o.marketplace].currency,
      source: o.source,
      sourceRef: o.sourceRef ?? null,
      observedAt: o.observedAt,
      listed: o.listed ?? true,
    })
    .onConflictDoUpdate({
      target: [catalogProducts.marketplace, catalogProducts.asin],
      set: {
        title: sql`excluded.title`,
        brand: sql`coalesce(excluded.brand, ${catalogProducts.brand})`,
        categoryId: sql`coalesce(excluded.category_id, ${catalogProducts.categoryId})`,
        departmentId: sql`coalesce(excluded.department_id, ${catalogProducts.departmentId})`,
        imageUrl: sql`coalesce(excluded.image_url, ${catalogProducts.imageUrl})`,
        listed: sql`${catalogProducts.listed} or excluded.listed`,
        packageLengthMm: sql`coalesce(excluded.package_length_mm, ${catalogProducts.packageLengthMm})`,
        packageWidthMm: sql`coalesce(excluded.package_width_mm, ${catalogProducts.packageWidthMm})`,
        packageHeightMm: sql`coalesce(excluded.package_height_mm, ${catalogProducts.packageHeightMm})`,
        packageWeightG: sql`coalesce(excluded.package_weight_g, ${catalogProducts.packageWeightG})`,
        packageSource: sql`coalesce(excluded.package_source, ${catalogProducts.packageSource})`,
        itemLengthMm: sql`coalesce(excluded.item_length_mm, ${catalogProducts.itemLengthMm})`,
        itemWidthMm: sql`coalesce(excluded.item_width_mm, ${catalogProducts.itemWidthMm})`,
        itemHeightMm: sql`coalesce(excluded.item_height_mm, ${catalogProducts.itemHeightMm})`,
        itemWeightG: sql`coalesce(excluded.item_weight_g, ${catalogProducts.itemWeightG})`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${catalogProducts.observedAt} <= excluded.observed_at`,
    })
    .returning({ id: catalogProducts.id });
  const id =
    row?.id ??
    (
      await o.db
        .select({ id: catalogProducts.id })
        .from(catalogProducts)
        .where(and(eq(catalogProducts.marketplace, o.marketplace), eq(catalogProducts.asin, asin)))
    )[0].id;
  await refreshProductMetrics({ db: o.db, productId: Number(id), now: new Date() });
  return (await findProductById({ db: o.db, id: Number(id) })) as CatalogProduct;
}
