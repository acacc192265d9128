import { z } from 'zod';
import { PAID_PLAN_IDS } from '#domain/plans.ts';

/** Codes are compared upper-cased and trimmed, as the pricing page types them. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

const code = z
  .string()
  .transform(normalizePromoCode)
  .pipe(
    z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Z0-9][A-Z0-9_-]*$/),
  );

/** A date (YYYY-MM-DD: valid through that day, UTC) or a full ISO date-time. */
const expiry = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .transform((v) => (v.length === 10 ? new Date(`${v}T23:59:59.999Z`) : new Date(v)));

export const createPromoCodeInput = z.object({
  code,
  plan: z.enum(PAID_PLAN_IDS),
  isLifetime: z.boolean().default(false),
  maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
  expiresAt: expiry.nullable().default(null),
});
export type CreatePromoCodeInput = z.infer<typeof createPromoCodeInput>;

export const promoCodeInput = z.object({ code });
export const promoIdParam = z.object({ id: z.uuid() });
