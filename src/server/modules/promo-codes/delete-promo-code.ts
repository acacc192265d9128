import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { promoCodes } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import { recordAdminAction } from '#server/modules/audit/index.ts';

/** An administrator deletes a code (grants already made stay), recorded in the audit log. */
export async function deletePromoCode(o: {
  db: Db;
  actor: { id: string; email: string };
  id: string;
  now: Date;
}) {
  await o.db.transaction(async (tx) => {
    const [row] = await tx.delete(promoCodes).where(eq(promoCodes.id, o.id)).returning();
    if (!row) throw notFound('promo_code');
    await recordAdminAction(tx, {
      actor: o.actor,
      action: 'promo_code.delete',
      targetType: 'promo_code',
      targetId: row.id,
      details: { code: row.code, plan: row.plan, currentUses: row.currentUses },
      now: o.now,
    });
  });
}
