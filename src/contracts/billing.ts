import * as z from 'zod/mini';
import { BILLING_PERIODS, PAYMENT_METHODS, PAYMENT_MODES } from '#domain/billing/prices.ts';
import { PAID_PLAN_IDS, PLAN_IDS } from '#domain/plans.ts';
import { dateTime, minorAmount, uuidParams } from './common.ts';
import { defineApi } from './define.ts';

const paidPlan = z.enum(PAID_PLAN_IDS);
const billingPeriod = z.enum(BILLING_PERIODS);

export const checkoutBody = z.object({
  plan: paidPlan,
  mode: z._default(z.enum(PAYMENT_MODES), 'subscription'),
  billingPeriod: z._default(billingPeriod, 'monthly'),
  paymentMethod: z._default(z.enum(PAYMENT_METHODS), 'card'),
  /** The buyer ticked "I accept the terms and the privacy policy". */
  acceptTerms: z.literal(true),
});
export type CheckoutBody = z.output<typeof checkoutBody>;
export type CheckoutRequest = z.input<typeof checkoutBody>;

const planTarget = z.object({ plan: paidPlan, billingPeriod });
export const planChangeBody = z.object({
  plan: paidPlan,
  billingPeriod,
  /**
   * A canceling subscription: whether the change also resumes renewal (true) or keeps it ending at
   * the period end (false). Required then (`renewal_choice_required`); ignored for an active one.
   */
  resumeRenewal: z.optional(z.boolean()),
});
export type PlanChangeTarget = z.output<typeof planChangeBody>;

export const subscriptionView = z.object({
  /** The plan in force now. */
  plan: z.enum(PLAN_IDS),
  /** The payment service this server uses for new checkouts. */
  paymentProvider: z.enum(['stripe', 'test-checkout', 'none']),
  subscription: z.nullable(
    z.object({
      plan: z.enum(PLAN_IDS),
      status: z.enum(['active', 'canceling', 'expired']),
      provider: z.nullable(z.string()),
      billingPeriod: z.nullable(billingPeriod),
      oneTime: z.boolean(),
      lifetime: z.boolean(),
      /** The plan kept for good (lifetime promo code); it comes back when a higher paid plan ends. */
      lifetimePlan: z.nullable(z.enum(PLAN_IDS)),
      currentPeriodEnd: z.nullable(dateTime),
      /** Renews by itself: plan changes go through change-plan, not a new checkout. */
      renewing: z.boolean(),
      canCancel: z.boolean(),
      hasBillingPortal: z.boolean(),
    }),
  ),
});
export type SubscriptionView = z.output<typeof subscriptionView>;

export const checkoutView = z.object({
  id: z.string(),
  provider: z.string(),
  kind: z.enum(['new', 'change']),
  plan: z.string(),
  mode: z.enum(PAYMENT_MODES),
  billingPeriod: billingPeriod,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Minor units of `currency`. */
  amountCents: minorAmount,
  /** Taken off the price: the unused part of a paid one-time month this purchase replaced. */
  creditCents: minorAmount,
  currency: z.string(),
  status: z.enum(['open', 'completed', 'canceled', 'refund-due']),
  createdAt: dateTime,
  completedAt: z.nullable(dateTime),
});
export type CheckoutView = z.output<typeof checkoutView>;

export const planChangePreview = z.object({
  from: planTarget,
  to: planTarget,
  /** The subscription is canceling: the change asks whether to resume renewal. */
  canceling: z.boolean(),
  creditCents: minorAmount,
  chargeCents: minorAmount,
  amountDueCents: minorAmount,
  currency: z.string(),
  newPeriodEnd: dateTime,
});
export type PlanChangePreview = z.output<typeof planChangePreview>;

/** Plans, checkout (Stripe or the test checkout), plan changes, cancellation and the billing portal. */
export const billingApi = defineApi('/billing', {
  /** Called by Stripe (no session): the signature over the raw body is the authentication. */
  stripeWebhook: {
    method: 'POST',
    path: '/webhooks/stripe',
    raw: 'application/json',
    response: z.object({ received: z.literal(true), duplicate: z.boolean(), result: z.optional(z.string()) }),
  },
  subscription: { method: 'GET', path: '/subscription', response: subscriptionView },
  /** Starts a checkout: the address of the payment page. */
  checkout: {
    method: 'POST',
    path: '/checkout',
    body: checkoutBody,
    response: z.object({ checkoutId: z.string(), url: z.string() }),
  },
  getCheckout: { method: 'GET', path: '/checkout/:id', params: uuidParams, response: checkoutView },
  confirmTestCheckout: {
    method: 'POST',
    path: '/test-checkout/:id/confirm',
    params: uuidParams,
    response: z.object({ status: z.enum(['completed', 'refund-due']) }),
  },
  cancelTestCheckout: {
    method: 'POST',
    path: '/test-checkout/:id/cancel',
    params: uuidParams,
    response: z.object({ status: z.literal('canceled') }),
  },
  previewPlanChange: {
    method: 'POST',
    path: '/change-plan/preview',
    body: planChangeBody,
    response: planChangePreview,
  },
  changePlan: { method: 'POST', path: '/change-plan', body: planChangeBody, response: planChangePreview },
  /** Stops the renewal: access kept until the end of the paid period. */
  cancel: {
    method: 'POST',
    path: '/cancel',
    response: z.object({ status: z.string(), currentPeriodEnd: dateTime }),
  },
  /** The provider's billing portal for this customer. */
  portal: { method: 'POST', path: '/portal', response: z.object({ url: z.string() }) },
});
