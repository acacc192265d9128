import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingApi } from '#contracts/billing.ts';
import type { CallInput } from '#contracts/define.ts';
import { promoCodesApi } from '#contracts/promo-codes.ts';
import { usageApi } from '#contracts/usage.ts';
import { checkouts } from '#server/db/schema/index.ts';
import { createPromoCode } from '#tests/helpers/factories/index.ts';
import { stripeWorld } from '#tests/helpers/stripe-world.ts';
import type { TestClient } from '#tests/helpers/test-app.ts';

const { stripe, ctx, db, deliver: post, subscriptionOf } = await stripeWorld();

const statusOf = async (user: TestClient, checkoutId: string) =>
  (await user.call(billingApi.getCheckout, { params: { id: checkoutId } })).body.status as string;

/** Delivers Stripe's event of this type about `object`; what the app did with it. */
async function deliver(type: string, object: Record<string, any>) {
  const res = await post(await stripe.signedEvent(type, object));
  expect(res.status).toBe(200);
  return res.body.result as string;
}

/** Opens a Stripe Checkout Session (nothing paid yet). */
async function open(user: TestClient, plan: CallInput<typeof billingApi.checkout>['body']['plan'] = 'pro') {
  const res = await user.call(billingApi.checkout, {
    body: { plan, mode: 'subscription', acceptTerms: true },
  });
  expect(res.status).toBe(200);
  return {
    checkoutId: res.body.checkoutId as string,
    sessionId: new URL(res.body.url).pathname.split('/').pop() as string,
  };
}

const cancelRequests = (subscriptionId: string) =>
  stripe.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`);

describe('Stripe fulfilment never doubles or wipes a plan', () => {
  it('a second paid checkout keeps the first subscription, cancels the duplicate, is marked refund-due', async () => {
    const user = await ctx.signUp();
    const first = await open(user, 'pro');
    const second = await open(user, 'elite');
    const paidFirst = stripe.payCheckout(first.sessionId);
    expect(await deliver('checkout.session.completed', paidFirst.session)).toBe('fulfilled');
    const kept = paidFirst.subscription as Record<string, any>;

    const paidSecond = stripe.payCheckout(second.sessionId);
    const duplicate = paidSecond.subscription as Record<string, any>;
    // Stripe often sends the subscription event before the session's: it goes through fulfilment too.
    expect(await deliver('customer.subscription.created', duplicate)).toBe('refund-due');
    expect(await deliver('checkout.session.completed', paidSecond.session)).toBe('already-fulfilled');
    expect(await deliver('customer.subscription.deleted', stripe.subscriptions.get(duplicate.id) ?? {})).toBe(
      'ignored',
    );

    expect(await subscriptionOf(user.userId)).toMatchObject({
      plan: 'pro',
      status: 'active',
      providerSubscriptionId: kept.id,
    });
    expect(stripe.subscriptions.get(duplicate.id)?.status).toBe('canceled');
    expect(cancelRequests(duplicate.id)).toHaveLength(1);
    expect(stripe.subscriptions.get(kept.id)?.status).toBe('active');
    expect(await statusOf(user, second.checkoutId)).toBe('refund-due');
    expect(await statusOf(user, first.checkoutId)).toBe('completed');
    expect((await user.call(usageApi.get)).body.plan).toBe('pro');
  });

  it('the same when the duplicate session event comes first', async () => {
    const user = await ctx.signUp();
    const first = await open(user, 'starter');
    const second = await open(user, 'starter');
    const kept = stripe.payCheckout(first.sessionId);
    await deliver('checkout.session.completed', kept.session);
    const dup = stripe.payCheckout(second.sessionId);
    expect(await deliver('checkout.session.completed', dup.session)).toBe('refund-due');
    expect(await deliver('customer.subscription.created', dup.subscription ?? {})).toBe('ignored');
    expect((await subscriptionOf(user.userId))?.providerSubscriptionId).toBe(kept.subscription?.id);
    expect(stripe.subscriptions.get(dup.subscription?.id)?.status).toBe('canceled');
    expect(await statusOf(user, second.checkoutId)).toBe('refund-due');
  });

  it('a subscription checkout paid after a lifetime code covering it is not applied', async () => {
    const user = await ctx.signUp();
    const pending = await open(user, 'pro');
    await createPromoCode(db, { code: 'STRIPE-LIFE-ELITE', plan: 'elite', isLifetime: true });
    expect((await user.call(promoCodesApi.redeem, { body: { code: 'STRIPE-LIFE-ELITE' } })).status).toBe(200);
    const paid = stripe.payCheckout(pending.sessionId);
    expect(await deliver('checkout.session.completed', paid.session)).toBe('refund-due');
    expect(await deliver('customer.subscription.updated', paid.subscription ?? {})).toBe('ignored');
    expect(await subscriptionOf(user.userId)).toMatchObject({
      plan: 'elite',
      lifetime: true,
      lifetimePlan: 'elite',
    });
    expect(stripe.subscriptions.get(paid.subscription?.id)?.status).toBe('canceled');
    expect(await statusOf(user, pending.checkoutId)).toBe('refund-due');
  });

  it('a session completed while its subscription is incomplete is completed by the later subscription event', async () => {
    const user = await ctx.signUp();
    const pending = await open(user, 'pro');
    const paid = stripe.payCheckout(pending.sessionId, new Date(), { subscriptionStatus: 'incomplete' });
    expect(await deliver('checkout.session.completed', paid.session)).toBe('subscription-not-ready');
    expect(await statusOf(user, pending.checkoutId)).toBe('open');
    expect((await user.call(usageApi.get)).body.plan).toBe('free');

    const active = stripe.activateSubscription(paid.subscription?.id);
    expect(await deliver('customer.subscription.updated', active)).toBe('fulfilled');
    expect(await statusOf(user, pending.checkoutId)).toBe('completed');
    expect(await subscriptionOf(user.userId)).toMatchObject({
      plan: 'pro',
      status: 'active',
      providerSubscriptionId: active.id,
    });
    expect((await user.call(usageApi.get)).body.plan).toBe('pro');
    // The session event delivered again later changes nothing.
    expect(await deliver('checkout.session.completed', paid.session)).toBe('already-fulfilled');
  });

  it('without the checkout id in its metadata, the open checkout is found by customer and price', async () => {
    const user = await ctx.signUp();
    const pending = await open(user, 'starter');
    const paid = stripe.payCheckout(pending.sessionId, new Date(), { subscriptionStatus: 'incomplete' });
    await deliver('checkout.session.completed', paid.session);
    const sub = stripe.activateSubscription(paid.subscription?.id);
    delete sub.metadata.checkoutId;
    expect(
      await deliver('invoice.paid', {
        object: 'invoice',
        parent: { subscription_details: { subscription: sub.id } },
      }),
    ).toBe('fulfilled');
    expect(await statusOf(user, pending.checkoutId)).toBe('completed');
    const [row] = await db.select().from(checkouts).where(eq(checkouts.id, pending.checkoutId));
    expect(row?.completedAt).not.toBeNull();
    expect((await user.call(usageApi.get)).body.plan).toBe('starter');
  });
});
