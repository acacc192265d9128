import * as z from 'zod/mini';
import { PAID_PLAN_IDS } from '#domain/plans.ts';
import { dateTime, isoDate, uuidParams } from './common.ts';
import { defineApi, noContent } from './define.ts';

/** A code as typed: trimmed and upper-cased (as the pricing page sends it), then checked. */
const code = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Z0-9][A-Z0-9_-]*$/));

/** A date (YYYY-MM-DD: valid through that day, UTC) or a full ISO date-time. */
const expiry = z.pipe(
  z.union([isoDate, z.iso.datetime({ offset: true })]),
  z.transform((v: string) => (v.length === 10 ? new Date(`${v}T23:59:59.999Z`) : new Date(v))),
);

export const createPromoCodeBody = z.object({
  code,
  plan: z.enum(PAID_PLAN_IDS),
  isLifetime: z._default(z.boolean(), false),
  maxUses: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(1_000_000))), null),
  expiresAt: z._default(z.nullable(expiry), null),
});
export type CreatePromoCodeBody = z.output<typeof createPromoCodeBody>;
export type NewPromoCode = z.input<typeof createPromoCodeBody>;

export const promoCodeView = z.object({
  id: z.string(),
  code: z.string(),
  plan: z.string(),
  isLifetime: z.boolean(),
  maxUses: z.nullable(z.int()),
  currentUses: z.int(),
  expiresAt: z.nullable(dateTime),
  createdAt: dateTime,
});
export type PromoCodeView = z.output<typeof promoCodeView>;

/** Why a code cannot be used by this user now (also the error code of a refused redemption). */
export const promoRefusalCode = z.enum([
  'promo_not_found',
  'promo_expired',
  'promo_used_up',
  'promo_already_redeemed',
  'promo_subscription_active',
  'promo_no_upgrade',
  'promo_plan_in_force',
]);
export type PromoRefusal = z.output<typeof promoRefusalCode>;

export const promoCheck = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), code: z.string(), plan: z.string(), isLifetime: z.boolean() }),
  z.object({ valid: z.literal(false), code: z.string(), reason: promoRefusalCode }),
]);
export type PromoCheck = z.output<typeof promoCheck>;

const promoCodeBody = z.object({ code });

/** A signed-in user checks and redeems codes (30 tries per 10 minutes). */
export const promoCodesApi = defineApi('/promo-codes', {
  /** Whether the caller could redeem the code now, and what it gives. */
  verify: { method: 'POST', path: '/verify', body: promoCodeBody, response: promoCheck },
  redeem: {
    method: 'POST',
    path: '/redeem',
    body: promoCodeBody,
    response: z.object({
      plan: z.enum(PAID_PLAN_IDS),
      isLifetime: z.boolean(),
      /** The end of the month a standard code gives; null for a lifetime code. */
      currentPeriodEnd: z.nullable(dateTime),
    }),
  },
});

/** Administrators list, create and delete codes (each change in the audit log). */
export const adminPromoCodesApi = defineApi('/admin/promo-codes', {
  list: { method: 'GET', path: '/', response: z.object({ items: z.array(promoCodeView) }) },
  create: { method: 'POST', path: '/', body: createPromoCodeBody, response: promoCodeView, status: 201 },
  remove: { method: 'DELETE', path: '/:id', params: uuidParams, response: noContent },
});
