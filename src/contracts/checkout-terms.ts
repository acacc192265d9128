import * as z from 'zod/mini';
import { BILLING_PERIODS, PAYMENT_MODES } from '#domain/billing/prices.ts';
import { PAID_PLAN_IDS } from '#domain/plans.ts';
import { dateTime, fractionalMinorAmount } from './common.ts';
import { defineApi } from './define.ts';

export const checkoutOrder = z.object({
  plan: z.enum(PAID_PLAN_IDS),
  mode: z._default(z.enum(PAYMENT_MODES), 'subscription'),
  billingPeriod: z._default(z.enum(BILLING_PERIODS), 'monthly'),
});
export type CheckoutOrder = z.input<typeof checkoutOrder>;

/** What a purchase would charge and give now, shown before paying (docs/billing.md). */
export const checkoutTerms = z.object({
  priceCents: fractionalMinorAmount,
  /** The unused part of a paid one-time month that the purchase replaces, taken off the price. */
  creditCents: fractionalMinorAmount,
  amountDueCents: fractionalMinorAmount,
  currency: z.string(),
  startsAt: dateTime,
  /** The end of the first period (a subscription renews then) or of the month bought. */
  accessUntil: dateTime,
  renews: z.boolean(),
  /** The one-time month replaced now (its unused part is the credit). */
  replaces: z.nullable(z.object({ plan: z.enum(PAID_PLAN_IDS), end: dateTime })),
});
export type CheckoutTerms = z.output<typeof checkoutTerms>;

export const checkoutTermsApi = defineApi('/checkout-terms', {
  /** The terms of buying this plan now; refusals as the checkout itself would answer them. */
  get: { method: 'GET', path: '/', query: checkoutOrder, response: checkoutTerms },
});
