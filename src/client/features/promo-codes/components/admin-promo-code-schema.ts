import * as z from 'zod/mini';
import { PAID_PLAN_IDS } from '#domain/plans.ts';
import type { NewPromoCode } from '../api/admin-promo-codes.ts';

/** The form's text → a new code: upper-case letters, digits, _ and -; max uses a whole number ≥ 1. */
export const adminPromoCodeSchema = z.pipe(
  z.object({
    code: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { message: 'promo.codeEmpty', abort: true }),
        z.regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'promo.codeChars'),
      ),
    plan: z.enum(PAID_PLAN_IDS),
    type: z.enum(['standard', 'lifetime']),
    maxUses: z.string().check(
      z.refine((text) => {
        const uses = Number(text);
        return text.trim() === '' || (Number.isInteger(uses) && uses >= 1);
      }, 'promo.maxUsesInvalid'),
    ),
    expiresAt: z.string(),
  }),
  z.transform(
    (v): NewPromoCode => ({
      code: v.code,
      plan: v.plan,
      isLifetime: v.type === 'lifetime',
      maxUses: v.maxUses.trim() === '' ? null : Number(v.maxUses),
      expiresAt: v.expiresAt || null,
    }),
  ),
);
