import { eq } from 'drizzle-orm';
import type { PromoCheck } from '#contracts/promo-codes.ts';
import type { Db } from '#server/db/client.ts';
import { promoCodes } from '#server/db/schema/index.ts';
import { readSubscription } from '#server/modules/billing/index.ts';
import { promoRefusal } from './redeem-promo-code.ts';

/** Whether the caller could redeem `code` now, and what it gives (the pricing page's "verify"). */
export async function verifyPromoCode(o: {
  db: Db;
  userId: string;
  code: string;
  now: Date;
}): Promise<PromoCheck> {
  const [row] = await o.db.select().from(promoCodes).where(eq(promoCodes.code, o.code));
  const current = await readSubscription(o.db, o.userId);
  const reason = await promoRefusal(o.db, { code: row, userId: o.userId, current, now: o.now });
  if (reason || !row) return { valid: false, code: o.code, reason: reason ?? 'promo_not_found' };
  return { valid: true, code: row.code, plan: row.plan, isLifetime: row.isLifetime };
}
