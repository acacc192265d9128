import { z } from 'zod';
import { BILLING_PERIODS, PAYMENT_METHODS, PAYMENT_MODES } from '#domain/billing/prices.ts';
import { PAID_PLAN_IDS } from '#domain/plans.ts';

export const checkoutInput = z.object({
  plan: z.enum(PAID_PLAN_IDS),
  mode: z.enum(PAYMENT_MODES).default('subscription'),
  billingPeriod: z.enum(BILLING_PERIODS).default('monthly'),
  paymentMethod: z.enum(PAYMENT_METHODS).default('card'),
  /** The buyer ticked "I accept the terms and the privacy policy". */
  acceptTerms: z.literal(true),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

export const planChangeInput = z.object({
  plan: z.enum(PAID_PLAN_IDS),
  billingPeriod: z.enum(BILLING_PERIODS),
  /**
   * A canceling subscription: whether the change also resumes renewal (true) or keeps it ending at
   * the period end (false). Required then (`renewal_choice_required`); ignored for an active one.
   */
  resumeRenewal: z.boolean().optional(),
});

export const checkoutIdParam = z.object({ id: z.uuid() });
