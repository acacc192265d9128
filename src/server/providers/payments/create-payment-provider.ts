import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { createNoPaymentProvider } from './no-payment-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestCheckoutProvider } from './test-checkout-provider.ts';

/** The provider PAYMENTS chose (env.ts): Stripe, the built-in test checkout, or none. */
export function createPaymentProvider(o: { env: Env; db: Db; now: () => Date }): PaymentProvider {
  const { env } = o;
  if (env.payments === 'off') return createNoPaymentProvider();
  if (env.payments === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
      baseUrl: env.baseUrl,
    });
  }
  return createTestCheckoutProvider({ db: o.db, baseUrl: env.baseUrl, now: o.now });
}
