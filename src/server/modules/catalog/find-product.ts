import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normalizeAsin } from '#domain/asin.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogCategories, catalogProducts } from '#server/db/schema/index.ts';

const department = alias(catalogCategories, 'department');

const { searchVector: _searchVector, ...productColumns } = getTableColumns(catalogProducts);

/** A catalog product with its category and department names. */
export type CatalogProduct = Omit<typeof catalogProducts.$inferSelect, 'searchVector'> & {
  categoryName: string | null;
  categoryPath: string | null;
  departmentName: string | null;
};

/** The select list shared by every finder (products with category and department names). */
export const selectCatalogProduct = (db: Db | Tx) =>
  db
    .select({
      ...productColumns,
      categoryName: catalogCategories.name,
      categoryPath: catalogCategories.path,
      departmentName: department.name,
    })
    .from(catalogProducts)
    .leftJoin(catalogCategories, eq(catalogCategories.id, catalogProducts.categoryId))
    .leftJoin(department, eq(department.id, catalogProducts.departmentId));

/** The product with this ASIN on this marketplace, or null. The ASIN may be in any case. */
export async function findProductByAsin(o: {
  db: Db | Tx;
  marketplace: MarketplaceCode;
  asin: string;
}): Promise<CatalogProduct | null> {
  const [row] = await selectCatalogProduct(o.db).where(
    and(eq(catalogProducts.marketplace, o.marketplace), eq(catalogProducts.asin, normalizeAsin(o.asin))),
  );
  return row ?? null;
}

/** Several products at once (missing ASINs are simply absent from the result). */
export async function findProductsByAsins(o: {
  db: Db | Tx;
  marketplace: MarketplaceCode;
  asins: string[];
}): Promise<CatalogProduct[]> {
  if (o.asins.length === 0) return [];
  return selectCatalogProduct(o.db).where(
    and(
      eq(catalogProducts.marketplace, o.marketplace),
      inArray(catalogProducts.asin, o.asins.map(normalizeAsin)),
    ),
  );
}

export async function findProductById(o: { db: Db | Tx; id: number }): Promise<CatalogProduct | null> {
  const [row] = await selectCatalogProduct(o.db).where(eq(catalogProducts.id, o.id));
  return row ?? null;
}
