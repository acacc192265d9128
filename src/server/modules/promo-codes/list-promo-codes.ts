import { desc } from 'drizzle-orm';
import type { PromoCodeView } from '#contracts/promo-codes.ts';
import type { Db } from '#server/db/client.ts';
import { promoCodes } from '#server/db/schema/index.ts';

export const toPromoCodeView = (r: typeof promoCodes.$inferSelect): PromoCodeView => ({
  id: r.id,
  code: r.code,
  plan: r.plan,
  isLifetime: r.isLifetime,
  maxUses: r.maxUses,
  currentUses: r.currentUses,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** Every promo code, newest first (admin console). */
export async function listPromoCodes({ db }: { db: Db }) {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.code));
  return { items: rows.map(toPromoCodeView) };
}
