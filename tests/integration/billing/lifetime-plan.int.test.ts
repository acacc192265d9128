import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingApi } from '#contracts/billing.ts';
import type { CallInput } from '#contracts/define.ts';
import { promoCodesApi } from '#contracts/promo-codes.ts';
import { usageApi } from '#contracts/usage.ts';
import type { PaidPlanId } from '#domain/plans.ts';
import { checkouts, subscriptions } from '#server/db/schema/index.ts';
import { expireSubscriptions } from '#server/modules/billing/expire-subscriptions.ts';
import { createPromoCode } from '#tests/helpers/factories/index.ts';
import { createTestContext, type TestClient } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const day = 86_400_000;

const rowOf = async (userId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
const checkoutOf = async (id: string) => (await db.select().from(checkouts).where(eq(checkouts.id, id)))[0];
const planOf = async (user: TestClient) => (await user.call(usageApi.get)).body.plan as string;
const expireAt = (now: Date) =>
  expireSubscriptions({ db, payments: ctx.deps.payments, now, log: ctx.deps.logger });

async function redeem(user: TestClient, plan: PaidPlanId, isLifetime = true) {
  const code = `L-${randomBytes(4).toString('hex').toUpperCase()}`;
  await createPromoCode(db, { code, plan, isLifetime });
  const res = await user.call(promoCodesApi.redeem, { body: { code } });
  expect(res.status).toBe(200);
}

/** What a checkout buys (the terms box is ticked by the helpers). */
type Purchase = Omit<CallInput<typeof billingApi.checkout>['body'], 'acceptTerms'>;

async function open(user: TestClient, body: Purchase) {
  const res = await user.call(billingApi.checkout, { body: { acceptTerms: true, ...body } });
  expect(res.status).toBe(200);
  return res.body.checkoutId;
}

const confirm = (user: TestClient, checkoutId: string) =>
  user.call(billingApi.confirmTestCheckout, { params: { id: checkoutId } });

describe('a lifetime plan is never wiped out by a purchase', () => {
  it('refuses checkouts for a plan the lifetime plan already includes', async () => {
    const user = await ctx.signUp();
    await redeem(user, 'pro');
    const before = await rowOf(user.userId);
    const refused: Purchase[] = [
      { plan: 'starter', mode: 'one-time' },
      { plan: 'pro', mode: 'one-time' },
      { plan: 'pro', mode: 'subscription', billingPeriod: 'yearly' },
    ];
    for (const body of refused) {
      const res = await user.call(billingApi.checkout, { body: { acceptTerms: true, ...body } });
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.error).toEqual({ code: 'lifetime_plan_active', params: { plan: 'pro' } });
    }
    expect(await db.select().from(checkouts).where(eq(checkouts.userId, user.userId))).toHaveLength(0);
    expect(await rowOf(user.userId)).toEqual(before);
    expect((await user.call(billingApi.subscription)).body.subscription).toMatchObject({
      plan: 'pro',
      lifetime: true,
      lifetimePlan: 'pro',
    });
  });

  it('does not apply a checkout opened before the lifetime code was redeemed (refund due)', async () => {
    const user = await ctx.signUp();
    const oneTime = await open(user, { plan: 'starter', mode: 'one-time' });
    const monthly = await open(user, { plan: 'elite', mode: 'subscription' });
    await redeem(user, 'elite');
    for (const id of [oneTime, monthly]) {
      const res = await confirm(user, id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'refund-due' });
      expect((await user.call(billingApi.getCheckout, { params: { id } })).body.status).toBe('refund-due');
      expect(await checkoutOf(id)).toMatchObject({ status: 'refund-due' });
    }
    expect(await rowOf(user.userId)).toMatchObject({
      plan: 'elite',
      lifetime: true,
      lifetimePlan: 'elite',
      provider: 'promo',
      providerSubscriptionId: null,
      currentPeriodEnd: null,
    });
    expect(await planOf(user)).toBe('elite');
    expect((await confirm(user, oneTime)).body).toEqual({ status: 'refund-due' }); // confirming again: no change
    expect((await user.call(billingApi.cancelTestCheckout, { params: { id: oneTime } })).status).toBe(409);
  });

  it('a higher plan can be bought on top; the lifetime plan comes back when it ends', async () => {
    const user = await ctx.signUp();
    await redeem(user, 'starter');
    await confirm(user, await open(user, { plan: 'pro', mode: 'subscription' }));
    expect(await rowOf(user.userId)).toMatchObject({
      plan: 'pro',
      lifetime: false,
      lifetimePlan: 'starter',
      status: 'active',
    });
    expect(await planOf(user)).toBe('pro');
    expect((await user.call(billingApi.subscription)).body.subscription).toMatchObject({
      plan: 'pro',
      lifetimePlan: 'starter',
      renewing: true,
      canCancel: true,
    });
    const down = await user.call(billingApi.changePlan, {
      body: { plan: 'starter', billingPeriod: 'monthly' },
    });
    expect(down.status).toBe(409);
    expect(down.error).toEqual({ code: 'lifetime_plan_active', params: { plan: 'starter' } });
    expect((await user.call(billingApi.cancel)).status).toBe(200);

    const end = (await rowOf(user.userId))?.currentPeriodEnd as Date;
    // Between the end of the period and the expiry job, the lifetime plan already applies.
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.userId));
    expect(await planOf(user)).toBe('starter');
    await expireAt(new Date(end.getTime() + day));
    expect(await rowOf(user.userId)).toMatchObject({
      plan: 'starter',
      status: 'active',
      lifetime: true,
      lifetimePlan: 'starter',
      provider: 'promo',
      providerSubscriptionId: null,
      currentPeriodEnd: null,
    });
    expect(await planOf(user)).toBe('starter');
  });

  it('a one-time month of a higher plan ends back on the lifetime plan', async () => {
    const user = await ctx.signUp();
    await redeem(user, 'starter');
    await confirm(user, await open(user, { plan: 'elite', mode: 'one-time' }));
    expect(await rowOf(user.userId)).toMatchObject({ plan: 'elite', oneTime: true, lifetimePlan: 'starter' });
    await expireAt(new Date(Date.now() + 40 * day));
    expect(await rowOf(user.userId)).toMatchObject({ plan: 'starter', lifetime: true, oneTime: false });
    expect(await planOf(user)).toBe('starter');
  });

  it('a standard code above the lifetime plan gives a month of it, then the lifetime plan again', async () => {
    const user = await ctx.signUp();
    await redeem(user, 'starter');
    await redeem(user, 'elite', false);
    expect(await rowOf(user.userId)).toMatchObject({ plan: 'elite', oneTime: true, lifetimePlan: 'starter' });
    await expireAt(new Date(Date.now() + 40 * day));
    expect(await rowOf(user.userId)).toMatchObject({ plan: 'starter', lifetime: true });
  });

  it('a lifetime code below a running canceled plan waits for it to end', async () => {
    const user = await ctx.signUp();
    await confirm(user, await open(user, { plan: 'elite', mode: 'subscription' }));
    await user.call(billingApi.cancel);
    await redeem(user, 'pro');
    expect(await rowOf(user.userId)).toMatchObject({
      plan: 'elite',
      status: 'canceling',
      lifetime: false,
      lifetimePlan: 'pro',
    });
    expect(await planOf(user)).toBe('elite');
    await expireAt(new Date(Date.now() + 40 * day));
    expect(await rowOf(user.userId)).toMatchObject({ plan: 'pro', lifetime: true, status: 'active' });
  });
});

describe('two open checkouts', () => {
  it('only the first paid one is applied; the other is marked refund-due', async () => {
    const user = await ctx.signUp();
    const first = await open(user, { plan: 'pro', mode: 'subscription' });
    const second = await open(user, { plan: 'starter', mode: 'subscription', billingPeriod: 'yearly' });
    const oneTime = await open(user, { plan: 'elite', mode: 'one-time' });
    expect((await confirm(user, first)).body).toEqual({ status: 'completed' });
    const applied = await rowOf(user.userId);
    expect((await confirm(user, second)).body).toEqual({ status: 'refund-due' });
    expect((await confirm(user, oneTime)).body).toEqual({ status: 'refund-due' });
    expect(await rowOf(user.userId)).toEqual(applied);
    expect(applied).toMatchObject({ plan: 'pro', billingPeriod: 'monthly', oneTime: false });
    expect(await checkoutOf(first)).toMatchObject({ status: 'completed' });
  });

  it('confirmed at the same time, exactly one is applied', async () => {
    const user = await ctx.signUp();
    const ids = [
      await open(user, { plan: 'pro', mode: 'subscription' }),
      await open(user, { plan: 'elite', mode: 'subscription' }),
      await open(user, { plan: 'starter', mode: 'subscription' }),
    ];
    const results = await Promise.all(ids.map((id) => confirm(user, id)));
    const statuses = results.map((r) => r.body.status).sort();
    expect(statuses).toEqual(['completed', 'refund-due', 'refund-due']);
    const winner = ids[results.findIndex((r) => r.body.status === 'completed')] as string;
    expect((await rowOf(user.userId))?.plan).toBe((await checkoutOf(winner))?.plan);
  });
});
