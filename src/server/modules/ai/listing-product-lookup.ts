import { asc, eq, sql } from 'drizzle-orm';
import { normalizeAsin } from '#domain/asin.ts';
import type { Db } from '#server/db/client.ts';
import { catalogProducts } from '#server/db/schema/index.ts';

/**
 * The product title the catalog knows for an ASIN (any marketplace, amazon.com first), so that the
 * listing generator can start from an ASIN alone; null when the catalog does not have it.
 */
export async function lookUpProductName(db: Db, asin: string): Promise<string | null> {
  const [row] = await db
    .select({ title: catalogProducts.title })
    .from(catalogProducts)
    .where(eq(catalogProducts.asin, normalizeAsin(asin)))
    .orderBy(sql`${catalogProducts.marketplace} <> 'US'`, asc(catalogProducts.marketplace))
    .limit(1);
  return row?.title ?? null;
}
