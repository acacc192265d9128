import { eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { subscriptions } from '#server/db/schema/index.ts';
import { startStripeStandIn } from './stripe-stand-in.ts';
import { createTestContext, type TestClient } from './test-app.ts';

/**
 * The world of the Stripe tests: the loopback stand-in (closed after the file) and the app with
 * Stripe as its payment provider, pointed at it.
 */
export async function stripeWorld() {
  const stripe = await startStripeStandIn();
  afterAll(() => stripe.close());
  const ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  });
  const db = ctx.deps.database.db;

  /** Posts a webhook as Stripe does: the event's body as it is, with its signature header. */
  const deliver = (event: { body: string; signature: string }) =>
    ctx.client().request('POST', '/api/billing/webhooks/stripe', {
      raw: event.body,
      headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' },
    });

  /** Opens a checkout with `body`, pays its session at the stand-in and delivers Stripe's webhook. */
  async function payCheckout(user: TestClient, body: Record<string, unknown>) {
    const res = await user.post('/api/billing/checkout', { acceptTerms: true, ...body });
    expect(res.status).toBe(200);
    const sessionId = new URL(res.body.url).pathname.split('/').pop() as string;
    const { session, subscription } = stripe.payCheckout(sessionId);
    const delivered = await deliver(await stripe.signedEvent('checkout.session.completed', session));
    expect(delivered.status).toBe(200);
    return {
      checkoutId: res.body.checkoutId as string,
      session,
      subscription: subscription as Record<string, any>,
    };
  }

  /** The user's subscription row. */
  const subscriptionOf = async (userId: string) =>
    (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

  return { stripe, ctx, db, deliver, payCheckout, subscriptionOf };
}
