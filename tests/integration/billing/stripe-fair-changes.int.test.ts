import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingApi } from '#contracts/billing.ts';
import { billingHistoryApi } from '#contracts/billing-history.ts';
import { checkoutTermsApi } from '#contracts/checkout-terms.ts';
import { subscriptions } from '#server/db/schema/index.ts';
import { stripeWorld } from '#tests/helpers/stripe-world.ts';

// The fair-billing rules with Stripe (docs/billing.md), against the loopback stand-in.
const { stripe, ctx, db, payCheckout, subscriptionOf } = await stripeWorld();
const day = 86_400_000;

describe('fair billing changes with Stripe', () => {
  it('a subscription bought during a one-time month gets its unused part as a one-payment coupon', async () => {
    const user = await ctx.signUp();
    await payCheckout(user, { plan: 'pro', mode: 'one-time' });
    const row = await subscriptionOf(user.userId);
    if (!row?.currentPeriodStart || !row.currentPeriodEnd) throw new Error('no one-time month');
    await db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(row.currentPeriodStart.getTime() - 20 * day),
        currentPeriodEnd: new Date(row.currentPeriodEnd.getTime() - 20 * day),
      })
      .where(eq(subscriptions.userId, user.userId));

    const terms = await user.call(checkoutTermsApi.get, {
      query: { plan: 'elite', billingPeriod: 'monthly' },
    });
    expect(terms.body.creditCents).toBeGreaterThan(1000);
    expect(terms.body.creditCents).toBeLessThan(2000);

    const { session, checkoutId } = await payCheckout(user, { plan: 'elite', billingPeriod: 'monthly' });
    const created = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    const coupon = stripe.coupons.get(created?.params.discounts[0].coupon);
    expect(coupon).toMatchObject({
      duration: 'once',
      max_redemptions: 1,
      currency: 'eur',
      metadata: { checkoutId },
    });
    expect(coupon?.amount_off).toBeCloseTo(terms.body.creditCents, -1);
    expect(session.amount_total).toBe(9700 - (coupon?.amount_off as number));
    expect(await subscriptionOf(user.userId)).toMatchObject({
      plan: 'elite',
      status: 'active',
      oneTime: false,
    });

    // The history: our records, and Stripe's payments with their receipt pages.
    const history = await user.call(billingHistoryApi.get, {});
    expect(history.body.events.map((e) => [e.kind, e.plan, e.mode])).toEqual([
      ['purchase', 'elite', 'subscription'],
      ['purchase', 'pro', 'one-time'],
    ]);
    expect(history.body.receipts?.map((r) => r.amountCents)).toEqual([session.amount_total, 4700]);
    expect(history.body.receipts?.[0]?.receiptUrl).toMatch(new RegExp(`^${stripe.url}/receipts/`));
  });

  it('a subscription bought with nothing running opens without a coupon', async () => {
    const user = await ctx.signUp();
    await payCheckout(user, { plan: 'starter', billingPeriod: 'yearly' });
    const created = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(created?.params.discounts).toBeUndefined();
  });

  it('a plan change while canceling keeps it canceled at Stripe unless renewal is resumed', async () => {
    const user = await ctx.signUp();
    const { subscription } = await payCheckout(user, { plan: 'starter', billingPeriod: 'monthly' });
    expect((await user.call(billingApi.cancel)).status).toBe(200);
    const unanswered = await user.call(billingApi.changePlan, {
      body: { plan: 'pro', billingPeriod: 'monthly' },
    });
    expect(unanswered.error?.code).toBe('renewal_choice_required');

    const keep = await user.call(billingApi.changePlan, {
      body: {
        plan: 'pro',
        billingPeriod: 'monthly',
        resumeRenewal: false,
      },
    });
    expect(keep.status).toBe(200);
    expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
    expect(await subscriptionOf(user.userId)).toMatchObject({ plan: 'pro', status: 'canceling' });

    const resume = await user.call(billingApi.changePlan, {
      body: {
        plan: 'elite',
        billingPeriod: 'monthly',
        resumeRenewal: true,
      },
    });
    expect(resume.status).toBe(200);
    expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(false);
    expect(await subscriptionOf(user.userId)).toMatchObject({ plan: 'elite', status: 'active' });
  });
});
