import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { catalogProducts, productFavourites } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { SellerFeeView } from '#server/modules/fees/index.ts';
import {
  PRODUCT_RESULT_COLUMNS,
  type ProductResult,
  type ProductResultRow,
  productResultJoins,
  toProductResult,
} from './product-result.ts';
import { productTrends } from './product-trends.ts';

/** Stars a catalog product for the user (idempotent). */
export async function addProductFavourite(o: { db: Db; userId: string; productId: number; now: Date }) {
  const [product] = await o.db
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(eq(catalogProducts.id, o.productId));
  if (!product) throw notFound('product');
  await o.db
    .insert(productFavourites)
    .values({ userId: o.userId, productId: o.productId, createdAt: o.now })
    .onConflictDoNothing();
  return { productId: o.productId, isFavourite: true };
}

export async function removeProductFavourite(o: { db: Db; userId: string; productId: number }) {
  await o.db
    .delete(productFavourites)
    .where(and(eq(productFavourites.userId, o.userId), eq(productFavourites.productId, o.productId)));
  return { productId: o.productId, isFavourite: false };
}

/** The user's starred products, newest first, with their estimates. */
export async function listProductFavourites(o: {
  db: Db;
  userId: string;
  now: Date;
  fees: SellerFeeView;
}): Promise<ProductResult[]> {
  const { rows } = await o.db.execute<ProductResultRow>(sql`
    select ${PRODUCT_RESULT_COLUMNS} from catalog_products p ${productResultJoins(o.userId)}
    where f.user_id is not null order by f.created_at desc limit 200`);
  const trends = await productTrends({ db: o.db, productIds: rows.map((r) => Number(r.id)) });
  return rows.map((r) => toProductResult(r, trends.get(Number(r.id)) ?? null, o.now, o.fees));
}
