import * as z from 'zod/mini';
import { BILLING_PERIODS, PAYMENT_MODES } from '#domain/billing/prices.ts';
import { PAID_PLAN_IDS } from '#domain/plans.ts';
import { dateTime, fractionalMinorAmount } from './common.ts';
import { defineApi } from './define.ts';

/**
 * One event of the account's billing, from Scout's own records: a purchase paid (subscription or
 * one-time month), a plan change of a subscription (prorated amount), a purchase paid but not
 * applied (to be refunded), or a promo code used.
 */
export const billingEvent = z.object({
  at: dateTime,
  kind: z.enum(['purchase', 'plan-change', 'refund-due', 'promo-code']),
  plan: z.enum(PAID_PLAN_IDS),
  mode: z.nullable(z.enum(PAYMENT_MODES)),
  billingPeriod: z.nullable(z.enum(BILLING_PERIODS)),
  /** Charged (negative: credited for later invoices); null for a promo code. */
  amountCents: z.nullable(fractionalMinorAmount),
  /** Taken off the price for an unused one-time month it replaced. */
  creditCents: fractionalMinorAmount,
  currency: z.nullable(z.string()),
  /** The promo code used (kind promo-code). */
  code: z.nullable(z.string()),
  /** Lifetime promo code. */
  lifetime: z.boolean(),
});
export type BillingEvent = z.output<typeof billingEvent>;

/** A payment as the payment service (Stripe) holds it, with its receipt. */
export const paymentReceipt = z.object({
  id: z.string(),
  at: dateTime,
  amountCents: fractionalMinorAmount,
  currency: z.string(),
  status: z.enum(['succeeded', 'pending', 'failed', 'refunded']),
  description: z.nullable(z.string()),
  receiptUrl: z.nullable(z.string()),
});
export type PaymentReceipt = z.output<typeof paymentReceipt>;

export const billingHistory = z.object({
  /** Newest first. */
  events: z.array(billingEvent),
  /** The payment service's payments with receipts (Stripe); null when it keeps none for this account. */
  receipts: z.nullable(z.array(paymentReceipt)),
});
export type BillingHistory = z.output<typeof billingHistory>;

export const billingHistoryApi = defineApi('/billing-history', {
  get: { method: 'GET', path: '/', response: billingHistory },
});
