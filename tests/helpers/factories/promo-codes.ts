import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { promoCodes } from '#server/db/schema/index.ts';

/** A promo code as an administrator creates it: a random code for one month of Pro unless `o` says otherwise. */
export async function createPromoCode(db: Db, o: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(promoCodes)
    .values({ code: `T-${randomBytes(4).toString('hex').toUpperCase()}`, plan: 'pro', ...o })
    .returning();
  return row;
}
