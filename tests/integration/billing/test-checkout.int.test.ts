import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingApi } from '#contracts/billing.ts';
import { siteApi } from '#contracts/site.ts';
import { usageApi } from '#contracts/usage.ts';
import { checkouts, subscriptions } from '#server/db/schema/index.ts';
import { expireSubscriptions } from '#server/modules/billing/expire-subscriptions.ts';
import { withQuota } from '#server/modules/usage/consume-quota.ts';
import { buyWithTestCheckout, recordUsage, subscriptionOf } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const day = 86_400_000;

const rowOf = (userId: string) => subscriptionOf(db, userId);

const buy = buyWithTestCheckout;

describe('built-in test checkout', () => {
  it('is the provider without Stripe keys', async () => {
    expect((await ctx.client().call(siteApi.get)).body.payments.provider).toBe('test-checkout');
  });

  it('needs a session, a paid plan and the terms box', async () => {
    expect(
      (await ctx.client().call(billingApi.checkout, { body: { plan: 'pro', acceptTerms: true } })).status,
    ).toBe(401);
    const user = await ctx.signUp();
    // untyped: the contract requires acceptTerms
    const noTerms = await user.post('/api/billing/checkout', { plan: 'pro' });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.error).toMatchObject({ code: 'validation_failed', params: { field: 'acceptTerms' } });
    // untyped: the contract has no free plan to buy
    expect((await user.post('/api/billing/checkout', { plan: 'free', acceptTerms: true })).status).toBe(400);
    expect(await db.select().from(checkouts).where(eq(checkouts.userId, user.userId))).toHaveLength(0);
  });

  it('shows the order, grants the plan only on confirmation, once', async () => {
    const user = await ctx.signUp();
    const res = await user.call(billingApi.checkout, {
      body: {
        plan: 'pro',
        billingPeriod: 'yearly',
        paymentMethod: 'paypal',
        acceptTerms: true,
      },
    });
    expect(res.body.url).toBe(`http://localhost:3000/checkout/test/${res.body.checkoutId}`);
    const order = await user.call(billingApi.getCheckout, { params: { id: res.body.checkoutId } });
    expect(order.body).toMatchObject({
      plan: 'pro',
      mode: 'subscription',
      billingPeriod: 'yearly',
      paymentMethod: 'paypal',
      amountCents: 47000,
      currency: 'EUR',
      status: 'open',
      provider: 'test-checkout',
    });
    expect((await user.call(usageApi.get)).body.plan).toBe('free');

    const stranger = await ctx.signUp();
    expect(
      (await stranger.call(billingApi.getCheckout, { params: { id: res.body.checkoutId } })).status,
    ).toBe(404);
    expect(
      (await stranger.call(billingApi.confirmTestCheckout, { params: { id: res.body.checkoutId } })).status,
    ).toBe(404);

    await Promise.all([
      user.call(billingApi.confirmTestCheckout, { params: { id: res.body.checkoutId } }),
      user.call(billingApi.confirmTestCheckout, { params: { id: res.body.checkoutId } }),
    ]);
    const row = await rowOf(user.userId);
    expect(row).toMatchObject({
      plan: 'pro',
      status: 'active',
      provider: 'test-checkout',
      billingPeriod: 'yearly',
    });
    expect(row?.providerSubscriptionId).toMatch(/^tc_sub_/);
    const days = ((row?.currentPeriodEnd?.getTime() ?? 0) - Date.now()) / day;
    expect(days).toBeGreaterThan(364);
    expect((await user.call(usageApi.get)).body.plan).toBe('pro');
    expect((await user.call(billingApi.subscription)).body).toMatchObject({
      plan: 'pro',
      paymentProvider: 'test-checkout',
      subscription: { status: 'active', renewing: true, canCancel: true, hasBillingPortal: false },
    });
    expect((await user.call(billingApi.portal)).error?.code).toBe('billing_portal_unavailable');
  });

  it('a canceled test checkout grants nothing and cannot be confirmed afterwards', async () => {
    const user = await ctx.signUp();
    const res = await user.call(billingApi.checkout, { body: { plan: 'starter', acceptTerms: true } });
    expect(
      (await user.call(billingApi.cancelTestCheckout, { params: { id: res.body.checkoutId } })).status,
    ).toBe(200);
    const late = await user.call(billingApi.confirmTestCheckout, { params: { id: res.body.checkoutId } });
    expect(late.status).toBe(409);
    expect(late.error?.code).toBe('checkout_closed');
    expect(await rowOf(user.userId)).toBeUndefined();
  });

  it('changes plan immediately with the same proration, then cancels at period end', async () => {
    const user = await ctx.signUp();
    await buy(user, { plan: 'starter' });
    // Pretend the month is half over.
    const start = new Date(Date.now() - 15 * day);
    const end = new Date(Date.now() + 15 * day);
    await db
      .update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(subscriptions.userId, user.userId));
    expect(
      (await user.call(billingApi.checkout, { body: { plan: 'pro', acceptTerms: true } })).error?.code,
    ).toBe('subscription_exists');
    const preview = await user.call(billingApi.previewPlanChange, {
      body: {
        plan: 'pro',
        billingPeriod: 'monthly',
      },
    });
    expect(preview.body.creditCents).toBeCloseTo(850, -1);
    expect(preview.body.amountDueCents).toBeCloseTo(1500, -1);
    const change = await user.call(billingApi.changePlan, {
      body: { plan: 'pro', billingPeriod: 'monthly' },
    });
    expect(change.status).toBe(200);
    expect(await rowOf(user.userId)).toMatchObject({ plan: 'pro', status: 'active', currentPeriodEnd: end });
    const recorded = await db.select().from(checkouts).where(eq(checkouts.userId, user.userId));
    expect(recorded.find((c) => c.kind === 'change')).toMatchObject({ status: 'completed', plan: 'pro' });
    const same = await user.call(billingApi.changePlan, { body: { plan: 'pro', billingPeriod: 'monthly' } });
    expect(same.error?.code).toBe('plan_unchanged');

    const cancel = await user.call(billingApi.cancel);
    expect(cancel.body).toMatchObject({ status: 'canceling', currentPeriodEnd: end.toISOString() });
    expect((await user.call(usageApi.get)).body.plan).toBe('pro'); // access kept to period end
    const again = await user.call(billingApi.cancel);
    expect(again.status).toBe(404);
    expect(again.error?.code).toBe('no_active_subscription');
  });

  it('cancel needs a paid subscription with a provider id', async () => {
    const user = await ctx.signUp();
    expect((await user.call(billingApi.cancel)).error?.code).toBe('no_active_subscription');
    await buy(user, { plan: 'pro', mode: 'one-time' });
    expect(await rowOf(user.userId)).toMatchObject({
      plan: 'pro',
      oneTime: true,
      providerSubscriptionId: null,
    });
    expect((await user.call(billingApi.cancel)).status).toBe(404);
    expect((await user.call(billingApi.subscription)).body.subscription).toMatchObject({
      oneTime: true,
      canCancel: false,
      renewing: false,
    });
  });

  it('the expiry job ends canceled and one-time months, and renews test subscriptions', async () => {
    const canceled = await ctx.signUp();
    await buy(canceled, { plan: 'pro' });
    await canceled.call(billingApi.cancel);
    const oneTime = await ctx.signUp();
    await buy(oneTime, { plan: 'elite', mode: 'one-time' });
    const renewing = await ctx.signUp();
    await buy(renewing, { plan: 'starter' });

    const later = new Date(Date.now() + 40 * day);
    const report = await expireSubscriptions({
      db,
      payments: ctx.deps.payments,
      now: later,
      log: ctx.deps.logger,
    });
    // (rows left by earlier tests of this file may end too)
    expect(report.expired).toBeGreaterThanOrEqual(2);
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    expect(await rowOf(canceled.userId)).toMatchObject({ status: 'expired', plan: 'free' });
    expect(await rowOf(oneTime.userId)).toMatchObject({ status: 'expired', plan: 'free' });
    const renewed = await rowOf(renewing.userId);
    expect(renewed).toMatchObject({ status: 'active', plan: 'starter' });
    expect(renewed?.currentPeriodEnd?.getTime()).toBeGreaterThan(later.getTime());
    expect((await canceled.call(usageApi.get)).body.plan).toBe('free');
  });

  it('50 parallel searches at the edge of a paid quota never exceed it', async () => {
    const user = await ctx.signUp();
    await buy(user, { plan: 'starter' });
    const now = new Date();
    await recordUsage(db, user.userId, 'product_search', 49, now);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        withQuota({ db, userId: user.userId, kind: 'product_search', now }, async () => 'searched'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const usage = await user.call(usageApi.get);
    expect(usage.body.quotas.productSearches).toEqual({ used: 50, limit: 50 });
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      code: 'quota_exceeded',
      params: { kind: 'productSearches', limit: 50, plan: 'starter' },
    });
  });
});
