import type { CreatePromoCodeBody } from '#contracts/promo-codes.ts';
import type { Db } from '#server/db/client.ts';
import { promoCodes } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAdminAction } from '#server/modules/audit/index.ts';
import { toPromoCodeView } from './list-promo-codes.ts';

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (e as { cause?: { code?: string } })?.cause?.code === '23505';

/** An administrator creates a code (upper case, unique), recorded in the audit log. */
export async function createPromoCode(o: {
  db: Db;
  actor: { id: string; email: string };
  input: CreatePromoCodeBody;
  now: Date;
}) {
  const { input } = o;
  if (input.expiresAt && input.expiresAt.getTime() <= o.now.getTime())
    throw new AppError('promo_expiry_in_past', 400);
  try {
    return await o.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({ ...input, createdBy: o.actor.id, createdAt: o.now })
        .returning();
      if (!row) throw new Error('promo insert returned nothing');
      await recordAdminAction(tx, {
        actor: o.actor,
        action: 'promo_code.create',
        targetType: 'promo_code',
        targetId: row.id,
        details: {
          code: row.code,
          plan: row.plan,
          isLifetime: row.isLifetime,
          maxUses: row.maxUses,
          expiresAt: row.expiresAt?.toISOString() ?? null,
        },
        now: o.now,
      });
      return toPromoCodeView(row);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('promo_code_taken', 409, { code: input.code });
    throw e;
  }
}
