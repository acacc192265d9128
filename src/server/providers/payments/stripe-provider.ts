import type Stripe from 'stripe';
import { priceLookupKey } from '#domain/billing/prices.ts';
import { minorUnits } from '#domain/money.ts';
import type {
  CheckoutRequest,
  PaymentProvider,
  ProviderPayment,
  ProviderSubscription,
} from './payment-provider.ts';
import { createStripeClient } from './stripe-client.ts';
import { ensureStripePrice } from './stripe-prices.ts';
import { fromStripeSubscription } from './stripe-subscription.ts';

export interface StripePaymentProvider extends PaymentProvider {
  readonly id: 'stripe';
  readonly stripe: Stripe;
  /** Verifies the signature over the raw body and returns the event (throws when forged or stale). */
  parseWebhookEvent(rawBody: string, signature: string): Promise<Stripe.Event>;
  retrieveCheckoutSession(id: string): Promise<Stripe.Checkout.Session>;
}

export function createStripeProvider(o: {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
  baseUrl: string;
}): StripePaymentProvider {
  const stripe = createStripeClient({ secretKey: o.secretKey, apiBase: o.apiBase });

  const required = (sub: Stripe.Subscription): ProviderSubscription => {
    const state = fromStripeSubscription(sub);
    if (!state) throw new Error(`Stripe subscription ${sub.id} has no Scout price or is incomplete`);
    return state;
  };

  return {
    id: 'stripe',
    stripe,

    async createCheckout({ checkout, user, customerId, language }: CheckoutRequest) {
      const customer =
        customerId ??
        (await stripe.customers.create({ email: user.email, metadata: { userId: user.id } })).id;
      const kind = checkout.mode === 'one-time' ? 'one-time' : checkout.billingPeriod;
      const { price } = await ensureStripePrice(stripe, checkout.plan, kind);
      const metadata = {
        checkoutId: checkout.id,
        userId: user.id,
        plan: checkout.plan,
        lookupKey: priceLookupKey(checkout.plan, kind),
      };
      // The credit for a replaced one-time month: a coupon for this one payment only.
      const coupon =
        checkout.creditCents > 0
          ? await stripe.coupons.create({
              amount_off: checkout.creditCents,
              currency: checkout.currency.toLowerCase(),
              duration: 'once',
              max_redemptions: 1,
              name: 'Unused one-time month',
              metadata: { checkoutId: checkout.id },
            })
          : null;
      const session = await stripe.checkout.sessions.create({
        mode: checkout.mode === 'one-time' ? 'payment' : 'subscription',
        customer,
        client_reference_id: checkout.id,
        line_items: [{ price: price.id, quantity: 1 }],
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        allowed_payment_method_types: [checkout.paymentMethod],
        locale: language,
        success_url: `${o.baseUrl}/checkout/return?checkout=${checkout.id}`,
        cancel_url: `${o.baseUrl}/pricing?checkout=canceled`,
        metadata,
        ...(checkout.mode === 'one-time'
          ? { payment_intent_data: { metadata } }
          : {
              subscription_data: {
                metadata: { userId: user.id, plan: checkout.plan, checkoutId: checkout.id },
              },
            }),
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url, sessionId: session.id, customerId: customer };
    },

    async retrieveSubscription(id) {
      try {
        return fromStripeSubscription(await stripe.subscriptions.retrieve(id));
      } catch (e) {
        if ((e as { statusCode?: number }).statusCode === 404) return null;
        throw e;
      }
    },

    async changePlan({ subscriptionId, plan, billingPeriod, renew }) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      const { price } = await ensureStripePrice(stripe, plan, billingPeriod);
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: 'always_invoice',
        cancel_at_period_end: !renew,
        metadata: { plan },
      });
      return required(updated);
    },

    async cancelAtPeriodEnd({ subscriptionId }) {
      return required(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
    },

    async cancelNow({ subscriptionId }) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      if (current.status === 'canceled' || current.status === 'incomplete_expired') return;
      await stripe.subscriptions.cancel(subscriptionId);
    },

    async listPayments({ customerId }) {
      const charges = await stripe.charges.list({ customer: customerId, limit: 100 });
      const statusOf = (c: Stripe.Charge): ProviderPayment['status'] =>
        c.refunded
          ? 'refunded'
          : c.status === 'succeeded'
            ? 'succeeded'
            : c.status === 'pending'
              ? 'pending'
              : 'failed';
      return charges.data.map((c) => ({
        id: c.id,
        at: new Date(c.created * 1000),
        amountCents: minorUnits(c.amount),
        currency: c.currency.toUpperCase(),
        status: statusOf(c),
        description: c.description,
        receiptUrl: c.receipt_url,
      }));
    },

    async billingPortalUrl({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    parseWebhookEvent: (rawBody, signature) =>
      stripe.webhooks.constructEventAsync(rawBody, signature, o.webhookSecret),

    retrieveCheckoutSession: (id) => stripe.checkout.sessions.retrieve(id),
  };
}
