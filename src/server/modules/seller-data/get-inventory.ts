import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sellerInventory } from '#server/db/schema/index.ts';

export type InventoryLineView = Omit<
  typeof sellerInventory.$inferSelect,
  'id' | 'userId' | 'importId' | 'observedAt'
> & {
  observedAt: string;
};

/** The caller's latest FBA inventory (all SKUs, or those of one ASIN). */
export async function getInventory(o: {
  db: Pick<Db, 'select'>;
  userId: string;
  asin?: string;
}): Promise<InventoryLineView[]> {
  const rows = await o.db
    .select()
    .from(sellerInventory)
    .where(
      and(
        eq(sellerInventory.userId, o.userId),
        o.asin ? eq(sellerInventory.asin, o.asin.trim().toUpperCase()) : undefined,
      ),
    )
    .orderBy(asc(sellerInventory.marketplace), asc(sellerInventory.sku));
  return rows.map(({ id: _id, userId: _u, importId: _i, observedAt, ...rest }) => ({
    ...rest,
    observedAt: observedAt.toISOString(),
  }));
}
