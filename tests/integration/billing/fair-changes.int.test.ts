import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingApi } from '#contracts/billing.ts';
import { billingHistoryApi } from '#contracts/billing-history.ts';
import { checkoutTermsApi } from '#contracts/checkout-terms.ts';
import { promoCodesApi } from '#contracts/promo-codes.ts';
import { checkouts, subscriptions } from '#server/db/schema/index.ts';
import { buyWithTestCheckout, createPromoCode, subscriptionOf } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

// Billing changes that are fair and said before paying (docs/billing.md), on the test checkout.
const ctx = await createTestContext();
const db = ctx.deps.database.db;
const day = 86_400_000;

const rowOf = (userId: string) => subscriptionOf(db, userId);

const buy = buyWithTestCheckout;

/** Moves the user's grant `days` into its period (as if bought that long ago). */
async function age(userId: string, days: number) {
  const row = await rowOf(userId);
  const shift = (d: Date | null) => (d ? new Date(d.getTime() - days * day) : d);
  await db
    .update(subscriptions)
    .set({
      currentPeriodStart: shift(row?.currentPeriodStart ?? null),
      currentPeriodEnd: shift(row?.currentPeriodEnd ?? null),
    })
    .where(eq(subscriptions.userId, userId));
  return rowOf(userId);
}

describe('a purchase during a paid one-time month', () => {
  it('credits the unused part of the month against the subscription, said before paying', async () => {
    const user = await ctx.signUp();
    await buy(user, { plan: 'pro', mode: 'one-time' });
    const month = await age(user.userId, 10);
    const start = month?.currentPeriodStart as Date;
    const end = month?.currentPeriodEnd as Date;
    const left = (end.getTime() - Date.now()) / (end.getTime() - start.getTime());

    const terms = await user.call(checkoutTermsApi.get, {
      query: { plan: 'pro', mode: 'subscription', billingPeriod: 'monthly' },
    });
    expect(terms.status).toBe(200);
    expect(terms.body.priceCents).toBe(4700);
    expect(terms.body.creditCents).toBeGreaterThan(0);
    expect(terms.body.creditCents).toBeCloseTo(4700 * left, -1);
    expect(terms.body.amountDueCents).toBe(4700 - terms.body.creditCents);
    expect(terms.body.renews).toBe(true);
    expect(terms.body.replaces).toEqual({ plan: 'pro', end: end.toISOString() });
    expect(Date.parse(terms.body.accessUntil) - Date.now()).toBeGreaterThan(27 * day);

    const checkoutId = await buy(user, { plan: 'pro', billingPeriod: 'monthly' });
    const order = await user.call(billingApi.getCheckout, { params: { id: checkoutId } });
    expect(order.body).toMatchObject({ amountCents: 4700 - terms.body.creditCents });
    expect(order.body.creditCents).toBeCloseTo(terms.body.creditCents, -1);
    expect(await rowOf(user.userId)).toMatchObject({ plan: 'pro', status: 'active', oneTime: false });

    const history = await user.call(billingHistoryApi.get, {});
    expect(history.body.events.map((e) => [e.kind, e.mode, e.amountCents])).toEqual([
      ['purchase', 'subscription', order.body.amountCents],
      ['purchase', 'one-time', 4700],
    ]);
    expect(history.body.events[0]?.creditCents).toBe(order.body.creditCents);
    expect(history.body.receipts).toBeNull(); // the test checkout keeps no payments
  });

  it('credits an upgrade to a one-time month of a higher plan; a month of the same plan is added after', async () => {
    const user = await ctx.signUp();
    await buy(user, { plan: 'starter', mode: 'one-time' });
    const month = await age(user.userId, 15);
    const same = await user.call(checkoutTermsApi.get, { query: { plan: 'starter', mode: 'one-time' } });
    expect(same.body).toMatchObject({ creditCents: 0, amountDueCents: 1700, renews: false, replaces: null });
    expect(same.body.startsAt).toBe(month?.currentPeriodEnd?.toISOString());
    const higher = await user.call(checkoutTermsApi.get, { query: { plan: 'elite', mode: 'one-time' } });
    expect(higher.body.creditCents).toBeGreaterThan(700);
    expect(higher.body.creditCents).toBeLessThan(1000);
    expect(higher.body.amountDueCents).toBe(9700 - higher.body.creditCents);
  });

  it('credits nothing for a promo month (nothing was paid) and refuses what the checkout refuses', async () => {
    const user = await ctx.signUp();
    const code = await createPromoCode(db, { plan: 'pro' });
    expect((await user.call(promoCodesApi.redeem, { body: { code: code?.code } })).status).toBe(200);
    const terms = await user.call(checkoutTermsApi.get, { query: { plan: 'pro', billingPeriod: 'monthly' } });
    expect(terms.body).toMatchObject({ creditCents: 0, amountDueCents: 4700, replaces: null });
    const lower = await user.call(checkoutTermsApi.get, { query: { plan: 'starter', mode: 'one-time' } });
    expect(lower.status).toBe(409);
    expect(lower.error?.code).toBe('plan_in_force');
    const history = await user.call(billingHistoryApi.get, {});
    expect(history.body.events).toMatchObject([
      { kind: 'promo-code', code: code?.code, plan: 'pro', amountCents: null },
    ]);
  });

  it('needs a session', async () => {
    expect((await ctx.client().call(checkoutTermsApi.get, { query: { plan: 'pro' } })).status).toBe(401);
    expect((await ctx.client().call(billingHistoryApi.get)).status).toBe(401);
  });
});

describe('a plan change while the subscription is canceling', () => {
  it('asks whether to resume renewal, and does what was answered', async () => {
    const user = await ctx.signUp();
    await buy(user, { plan: 'starter' });
    expect((await user.call(billingApi.cancel)).status).toBe(200);
    const end = (await rowOf(user.userId))?.currentPeriodEnd;

    const preview = await user.call(billingApi.previewPlanChange, {
      body: {
        plan: 'pro',
        billingPeriod: 'monthly',
      },
    });
    expect(preview.body).toMatchObject({ canceling: true });
    const unanswered = await user.call(billingApi.changePlan, {
      body: { plan: 'pro', billingPeriod: 'monthly' },
    });
    expect(unanswered.status).toBe(409);
    expect(unanswered.error?.code).toBe('renewal_choice_required');
    expect(await rowOf(user.userId)).toMatchObject({ plan: 'starter', status: 'canceling' });

    const keepEnding = await user.call(billingApi.changePlan, {
      body: {
        plan: 'pro',
        billingPeriod: 'monthly',
        resumeRenewal: false,
      },
    });
    expect(keepEnding.status).toBe(200);
    expect(await rowOf(user.userId)).toMatchObject({
      plan: 'pro',
      status: 'canceling',
      currentPeriodEnd: end,
    });
    const sameAgain = await user.call(billingApi.changePlan, {
      body: {
        plan: 'pro',
        billingPeriod: 'monthly',
        resumeRenewal: false,
      },
    });
    expect(sameAgain.error?.code).toBe('plan_unchanged');

    const resume = await user.call(billingApi.changePlan, {
      body: {
        plan: 'pro',
        billingPeriod: 'monthly',
        resumeRenewal: true,
      },
    });
    expect(resume.status).toBe(200);
    expect(await rowOf(user.userId)).toMatchObject({ plan: 'pro', status: 'active' });
    const changes = await db.select().from(checkouts).where(eq(checkouts.userId, user.userId));
    expect(changes.filter((c) => c.kind === 'change')).toHaveLength(2);
  });

  it('an active subscription changes without the question', async () => {
    const user = await ctx.signUp();
    await buy(user, { plan: 'starter' });
    const change = await user.call(billingApi.changePlan, {
      body: { plan: 'pro', billingPeriod: 'monthly' },
    });
    expect(change.status).toBe(200);
    expect(change.body.canceling).toBe(false);
    expect(await rowOf(user.userId)).toMatchObject({ plan: 'pro', status: 'active' });
  });
});
