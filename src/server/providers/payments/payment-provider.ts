import type { BillingPeriod, PaymentMethod, PaymentMode } from '#domain/billing/prices.ts';
import type { MinorUnits } from '#domain/money.ts';
import type { PaidPlanId } from '#domain/plans.ts';

/** `none`: no way to pay is configured (no-payment-provider.ts). */
export type PaymentProviderId = 'stripe' | 'test-checkout' | 'none';

/** A subscription as the provider holds it, in our words (written to `subscriptions` as is). */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  /** Our user, when the provider carries it (Stripe: subscription metadata). */
  userId: string | null;
  plan: PaidPlanId;
  billingPeriod: BillingPeriod;
  /** active (renews) | canceling (ends at period end) | expired (no access) */
  status: 'active' | 'canceling' | 'expired';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** The checkout that created it, when the provider carries it (Stripe: subscription metadata). */
  checkoutId?: string | null;
}

/** A payment at the provider (Stripe: a charge), with its receipt. */
export interface ProviderPayment {
  id: string;
  at: Date;
  amountCents: MinorUnits;
  currency: string;
  status: 'succeeded' | 'pending' | 'failed' | 'refunded';
  description: string | null;
  receiptUrl: string | null;
}

export interface CheckoutRequest {
  checkout: {
    id: string;
    plan: PaidPlanId;
    mode: PaymentMode;
    billingPeriod: BillingPeriod;
    paymentMethod: PaymentMethod;
    /** Taken off the first payment: the unused part of a paid one-time month it replaces. */
    creditCents: number;
    currency: string;
  };
  user: { id: string; email: string };
  /** The provider's customer from an earlier checkout, if any. */
  customerId: string | null;
  language: 'en' | 'fr';
}

/**
 * One payment service. Every implementation ends in the same fulfilment code
 * (modules/billing/fulfil-checkout.ts); access is never granted from a browser redirect.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Opens a payment page for a stored checkout; returns where to send the buyer. */
  createCheckout(o: CheckoutRequest): Promise<{ url: string; sessionId: string; customerId: string | null }>;
  /** The subscription as the provider has it now (null when it does not know it). */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /**
   * Immediate, prorated change of plan or billing period. `renew`: whether the subscription renews
   * after it (false keeps a canceling subscription ending at its period end).
   */
  changePlan(o: {
    subscriptionId: string;
    plan: PaidPlanId;
    billingPeriod: BillingPeriod;
    renew: boolean;
  }): Promise<ProviderSubscription>;
  /** No renewal: access until the end of the paid period. */
  cancelAtPeriodEnd(o: { subscriptionId: string }): Promise<ProviderSubscription>;
  /** Ends a subscription now, without waiting for the period end (a duplicate that must not bill). */
  cancelNow(o: { subscriptionId: string }): Promise<void>;
  /**
   * The customer's payments as the provider holds them, newest first, each with its receipt page
   * (null: this provider keeps no payments, e.g. the test checkout).
   */
  listPayments(o: { customerId: string }): Promise<ProviderPayment[] | null>;
  /** The provider's page where the customer manages payment details and invoices (null: none). */
  billingPortalUrl(o: { customerId: string; returnUrl: string }): Promise<string | null>;
}
