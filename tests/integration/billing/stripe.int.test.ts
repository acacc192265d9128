import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingApi } from '#contracts/billing.ts';
import { siteApi } from '#contracts/site.ts';
import { usageApi } from '#contracts/usage.ts';
import { checkouts, paymentEvents, subscriptions } from '#server/db/schema/index.ts';
import { expireSubscriptions } from '#server/modules/billing/expire-subscriptions.ts';
import { syncStripePrices } from '#server/providers/payments/stripe-prices.ts';
import type { StripePaymentProvider } from '#server/providers/payments/stripe-provider.ts';
import { stripeWorld } from '#tests/helpers/stripe-world.ts';
import type { TestClient } from '#tests/helpers/test-app.ts';

const { stripe, ctx, db, deliver, payCheckout, subscriptionOf } = await stripeWorld();

/** Checkout through Stripe: the session is paid at the stand-in and the webhook delivered. */
const subscribe = (user: TestClient, plan = 'pro', billingPeriod = 'monthly') =>
  payCheckout(user, { plan, billingPeriod, mode: 'subscription', paymentMethod: 'card' });

describe('Stripe checkout and webhooks (against the loopback stand-in)', () => {
  it('reports Stripe as the payment provider', async () => {
    expect((await ctx.client().call(siteApi.get)).body.payments.provider).toBe('stripe');
  });

  it('opens a Checkout Session for the plan price and grants nothing before the webhook', async () => {
    const user = await ctx.signUp();
    const res = await user.call(billingApi.checkout, {
      body: {
        plan: 'pro',
        billingPeriod: 'yearly',
        mode: 'subscription',
        paymentMethod: 'paypal',
        acceptTerms: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const created = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(created?.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: res.body.checkoutId,
      allowed_payment_method_types: ['paypal'],
      subscription_data: { metadata: { userId: user.userId, plan: 'pro' } },
    });
    const price = stripe.prices.get(created?.params.line_items[0].price);
    expect(price).toMatchObject({ lookup_key: 'scout_pro_yearly', unit_amount: 47000, currency: 'eur' });
    // The browser coming back from Stripe proves nothing: still free until Stripe's webhook.
    expect(
      (await user.call(billingApi.getCheckout, { params: { id: res.body.checkoutId } })).body.status,
    ).toBe('open');
    expect((await user.call(usageApi.get)).body.plan).toBe('free');
  });

  it('fulfils on a signed checkout.session.completed, once even when delivered twice', async () => {
    const user = await ctx.signUp();
    const { checkoutId, session, subscription } = await subscribe(user);
    expect((await user.call(usageApi.get)).body.plan).toBe('pro');
    const row = await subscriptionOf(user.userId);
    expect(row).toMatchObject({
      plan: 'pro',
      status: 'active',
      provider: 'stripe',
      providerSubscriptionId: subscription.id,
      providerCustomerId: session.customer,
      billingPeriod: 'monthly',
    });
    expect(row?.currentPeriodEnd?.getTime()).toBe(subscription.items.data[0].current_period_end * 1000);
    expect((await user.call(billingApi.getCheckout, { params: { id: checkoutId } })).body.status).toBe(
      'completed',
    );

    const event = await stripe.signedEvent('customer.subscription.created', subscription);
    const first = await deliver(event);
    const callsAfterFirst = stripe.requests.length;
    const updatedAfterFirst = (await subscriptionOf(user.userId))?.updatedAt;
    const second = await deliver(event);
    expect(first.body).toMatchObject({ duplicate: false });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ duplicate: true });
    expect(stripe.requests.length).toBe(callsAfterFirst); // no second effect: Stripe not even asked
    expect((await subscriptionOf(user.userId))?.updatedAt).toEqual(updatedAfterFirst);
    const [stored] = await db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.eventId));
    expect(stored?.n).toBe(1);
  });

  it('converges when events arrive out of order (sync, not patch)', async () => {
    const user = await ctx.signUp();
    const { subscription } = await subscribe(user, 'starter');
    const staleActive = structuredClone(subscription); // snapshot while active
    const ended = stripe.endSubscription(subscription.id);
    const deleted = await stripe.signedEvent('customer.subscription.deleted', ended);
    const lateUpdate = await stripe.signedEvent('customer.subscription.updated', staleActive);
    expect((await deliver(deleted)).status).toBe(200);
    expect((await deliver(lateUpdate)).status).toBe(200); // older "active" payload arrives last
    expect(await subscriptionOf(user.userId)).toMatchObject({ status: 'expired', plan: 'free' });
    expect((await user.call(usageApi.get)).body.plan).toBe('free');
  });

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const user = await ctx.signUp();
    const { subscription } = await subscribe(user, 'starter');
    const before = await subscriptionOf(user.userId);
    const forged = await stripe.signedEvent('customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });
    stripe.endSubscription(subscription.id);
    const res = await deliver({
      body: forged.body.replace('"livemode":false', '"livemode":true'),
      signature: forged.signature,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('webhook_signature_invalid');
    const wrongSecret = await deliver({
      body: forged.body,
      signature: forged.signature.replace(/v1=\w+/, 'v1=00ff'),
    });
    expect(wrongSecret.status).toBe(400);
    expect((await deliver({ body: forged.body, signature: '' })).status).toBe(400);
    expect(await subscriptionOf(user.userId)).toEqual(before);
    const stored = await db.select().from(paymentEvents).where(eq(paymentEvents.id, forged.eventId));
    expect(stored).toHaveLength(0);
  });

  it('changes plan immediately with proration, cancels at period end, opens the Billing Portal', async () => {
    const user = await ctx.signUp();
    const { subscription } = await subscribe(user, 'starter');
    const again = await user.call(billingApi.checkout, { body: { plan: 'elite', acceptTerms: true } });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('subscription_exists');

    const preview = await user.call(billingApi.previewPlanChange, {
      body: {
        plan: 'pro',
        billingPeriod: 'monthly',
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.amountDueCents).toBeGreaterThan(0);
    const change = await user.call(billingApi.changePlan, {
      body: { plan: 'pro', billingPeriod: 'monthly' },
    });
    expect(change.status).toBe(200);
    const update = stripe.requests.findLast(
      (r) => r.path === `/v1/subscriptions/${subscription.id}` && r.method === 'POST',
    );
    expect(update?.params).toMatchObject({
      proration_behavior: 'always_invoice',
      cancel_at_period_end: 'false',
    });
    expect(stripe.prices.get(update?.params.items[0].price)?.lookup_key).toBe('scout_pro_monthly');
    expect((await user.call(usageApi.get)).body.plan).toBe('pro');

    const cancel = await user.call(billingApi.cancel);
    expect(cancel.status).toBe(200);
    expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
    const sub = (await user.call(billingApi.subscription)).body;
    expect(sub).toMatchObject({ plan: 'pro', subscription: { status: 'canceling', canCancel: false } });
    expect(sub.subscription?.currentPeriodEnd).toBe(
      new Date(subscription.items.data[0].current_period_end * 1000).toISOString(),
    );

    const portal = await user.call(billingApi.portal);
    expect(portal.status).toBe(200);
    expect(portal.body.url).toBe(`${stripe.url}/portal/${subscription.customer}`);
  });

  it('a one-time payment gives one month of the plan without renewal', async () => {
    const user = await ctx.signUp();
    const res = await user.call(billingApi.checkout, {
      body: {
        plan: 'elite',
        mode: 'one-time',
        acceptTerms: true,
      },
    });
    const sessionId = new URL(res.body.url).pathname.split('/').pop() as string;
    expect(stripe.checkoutSessions.get(sessionId)?.mode).toBe('payment');
    const { session } = stripe.payCheckout(sessionId);
    await deliver(await stripe.signedEvent('checkout.session.completed', session));
    const row = await subscriptionOf(user.userId);
    expect(row).toMatchObject({ plan: 'elite', oneTime: true, providerSubscriptionId: null });
    const days = ((row?.currentPeriodEnd?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect((await user.call(billingApi.cancel)).error?.code).toBe('no_active_subscription');
  });

  it('the expiry job asks Stripe before expiring: a renewal whose webhook was missed keeps access', async () => {
    const user = await ctx.signUp();
    const { subscription } = await subscribe(user, 'starter');
    const renewed = stripe.renewSubscription(subscription.id);
    const renewedEnd = renewed.items.data[0].current_period_end * 1000;
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.userId));
    await expireSubscriptions({ db, payments: ctx.deps.payments, now: new Date(), log: ctx.deps.logger });
    expect((await subscriptionOf(user.userId))?.currentPeriodEnd?.getTime()).toBe(renewedEnd);
    expect((await user.call(usageApi.get)).body.plan).toBe('starter');
  });

  it('stripe:sync-prices creates every price once from the plan table', async () => {
    const stripeSdk = (ctx.deps.payments as StripePaymentProvider).stripe;
    const first = await syncStripePrices(stripeSdk);
    expect(first).toHaveLength(9);
    expect(first.find((r) => r.lookupKey === 'scout_elite_yearly')?.amountCents).toBe(97000);
    const second = await syncStripePrices(stripeSdk);
    expect(second.every((r) => !r.created)).toBe(true);
    const [open] = await db.select({ n: count() }).from(checkouts);
    expect(open?.n).toBeGreaterThan(0);
  });
});
