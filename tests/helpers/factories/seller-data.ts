import type { Db } from '#server/db/client.ts';
import { sellerImports } from '#server/db/schema/index.ts';

/**
 * The import record that a seller's traffic, order and inventory rows point at (a Business Report by
 * ASIN in the US unless `o` says otherwise); the test writes the rows it needs under its id.
 */
export async function createSellerImport(
  db: Db,
  o: { userId: string } & Partial<typeof sellerImports.$inferInsert>,
) {
  const [row] = await db
    .insert(sellerImports)
    .values({ kind: 'business_report_asin', marketplace: 'US', ...o })
    .returning();
  return row;
}
