import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingApi } from '#contracts/billing.ts';
import { promoCodesApi } from '#contracts/promo-codes.ts';
import { siteApi } from '#contracts/site.ts';
import { usageApi } from '#contracts/usage.ts';
import type { PaidPlanId } from '#domain/plans.ts';
import { checkouts, promoCodes, subscriptions } from '#server/db/schema/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

/**
 * Issue 15, finding 3 and the rule behind it (docs/billing.md, "A plan is never lowered"): a promo
 * code or a purchase never shortens or lowers access already granted; finding 11: a test checkout
 * confirmed and canceled at the same moment answers what the order became.
 */
const ctx = await createTestContext();
const db = ctx.deps.database.db;
const day = 86_400_000;

const rowOf = async (userId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

async function newCode(plan: PaidPlanId) {
  const code = `T${randomBytes(5).toString('hex').toUpperCase()}`;
  await db.insert(promoCodes).values({ code, plan });
  return code;
}

/** A yearly elite subscription, canceled, still running until 2027 (the finding's account). */
const canceledEliteYearly = (userId: string) =>
  db.insert(subscriptions).values({
    userId,
    plan: 'elite',
    status: 'canceling',
    provider: 'test-checkout',
    providerCustomerId: `tc_cus_${userId}`,
    providerSubscriptionId: `tc_sub_${userId}`,
    billingPeriod: 'yearly',
    currentPeriodStart: new Date(Date.now() - 30 * day),
    currentPeriodEnd: new Date(Date.now() + 300 * day),
  });

describe('a promo code never lowers or shortens the plan in force', () => {
  it('a starter code on a canceled elite yearly plan is refused, and the elite plan and its subscription stay', async () => {
    const user = await ctx.signUp();
    await canceledEliteYearly(user.userId);
    const before = await rowOf(user.userId);
    const code = await newCode('starter');
    const verify = await user.call(promoCodesApi.verify, { body: { code } });
    expect(verify.body).toMatchObject({ valid: false, reason: 'promo_plan_in_force' });
    const res = await user.call(promoCodesApi.redeem, { body: { code } });
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe('promo_plan_in_force');
    expect(await rowOf(user.userId)).toEqual(before);
    expect((await user.call(usageApi.get)).body.plan).toBe('elite');
  });

  it('a code for a higher plan that would end before a long lower plan is refused too', async () => {
    const user = await ctx.signUp();
    await db.insert(subscriptions).values({
      userId: user.userId,
      plan: 'starter',
      status: 'active',
      provider: 'promo',
      oneTime: true,
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 90 * day),
    });
    const res = await user.call(promoCodesApi.redeem, { body: { code: await newCode('pro') } });
    expect(res.error?.code).toBe('promo_plan_in_force');
  });

  it('a code of the plan of a running month adds its month after the end', async () => {
    const user = await ctx.signUp();
    const first = await user.call(promoCodesApi.redeem, { body: { code: await newCode('pro') } });
    expect(first.status).toBe(200);
    const end1 = new Date(String(first.body.currentPeriodEnd)).getTime();
    const second = await user.call(promoCodesApi.redeem, { body: { code: await newCode('pro') } });
    expect(second.status).toBe(200);
    const end2 = new Date(String(second.body.currentPeriodEnd)).getTime();
    expect(end2 - end1).toBeGreaterThanOrEqual(28 * day);
    expect((await rowOf(user.userId))?.currentPeriodEnd?.getTime()).toBe(end2);
  });

  it('a code for a higher plan than a month ending sooner applies now', async () => {
    const user = await ctx.signUp();
    expect((await user.call(promoCodesApi.redeem, { body: { code: await newCode('starter') } })).status).toBe(
      200,
    );
    const res = await user.call(promoCodesApi.redeem, { body: { code: await newCode('elite') } });
    expect(res.status).toBe(200);
    expect((await user.call(usageApi.get)).body.plan).toBe('elite');
  });
});

describe('a purchase never lowers or shortens the plan in force', () => {
  it('a one-time starter month is refused while a pro promo month runs; a pro month is added after it', async () => {
    const user = await ctx.signUp();
    const promo = await user.call(promoCodesApi.redeem, { body: { code: await newCode('pro') } });
    const lower = await user.call(billingApi.checkout, {
      body: {
        plan: 'starter',
        mode: 'one-time',
        acceptTerms: true,
      },
    });
    expect(lower.status).toBe(409);
    expect(lower.error).toEqual({ code: 'plan_in_force', params: { plan: 'pro' } });
    const same = await user.call(billingApi.checkout, {
      body: {
        plan: 'pro',
        mode: 'one-time',
        acceptTerms: true,
      },
    });
    expect(same.status).toBe(200);
    const paid = await user.call(billingApi.confirmTestCheckout, { params: { id: same.body.checkoutId } });
    expect(paid.body.status).toBe('completed');
    const row = await rowOf(user.userId);
    expect(row?.currentPeriodEnd?.getTime()).toBeGreaterThan(
      new Date(String(promo.body.currentPeriodEnd)).getTime() + 27 * day,
    );
  });

  it('a checkout opened before a higher promo month and paid after it is not applied (refund due)', async () => {
    const user = await ctx.signUp();
    const opened = await user.call(billingApi.checkout, {
      body: {
        plan: 'starter',
        mode: 'one-time',
        acceptTerms: true,
      },
    });
    expect((await user.call(promoCodesApi.redeem, { body: { code: await newCode('elite') } })).status).toBe(
      200,
    );
    const paid = await user.call(billingApi.confirmTestCheckout, { params: { id: opened.body.checkoutId } });
    expect(paid.body.status).toBe('refund-due');
    expect((await rowOf(user.userId))?.plan).toBe('elite');
  });
});

describe('test checkout: confirm and cancel at the same moment', () => {
  it('each answer matches what the order became', async () => {
    for (let i = 0; i < 10; i++) {
      const user = await ctx.signUp();
      const { body } = await user.call(billingApi.checkout, {
        body: {
          plan: 'starter',
          mode: 'one-time',
          acceptTerms: true,
        },
      });
      const [confirm, cancel] = await Promise.all([
        user.call(billingApi.confirmTestCheckout, { params: { id: body.checkoutId } }),
        user.call(billingApi.cancelTestCheckout, { params: { id: body.checkoutId } }),
      ]);
      const [order] = await db.select().from(checkouts).where(eq(checkouts.id, body.checkoutId));
      const plan = (await user.call(usageApi.get)).body.plan;
      if (order?.status === 'completed') {
        expect(confirm.body).toEqual({ status: 'completed' });
        expect(cancel.error?.code).toBe('checkout_closed');
        expect(plan).toBe('starter');
      } else {
        expect(order?.status).toBe('canceled');
        expect(cancel.body).toEqual({ status: 'canceled' });
        expect(confirm.error?.code).toBe('checkout_closed');
        expect(plan).toBe('free');
      }
    }
  }, 120_000);
});

describe('no payment provider (PAYMENTS=off, the default on a public BASE_URL without Stripe)', async () => {
  const off = await createTestContext({ PAYMENTS: 'off' });

  it('says so, and refuses checkouts without recording one', async () => {
    expect((await off.client().call(siteApi.get)).body.payments).toEqual({ provider: 'none' });
    const user = await off.signUp();
    const res = await user.call(billingApi.checkout, { body: { plan: 'pro', acceptTerms: true } });
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe('payments_not_configured');
    expect(await off.deps.database.db.select().from(checkouts)).toEqual([]);
    expect((await user.call(billingApi.subscription)).body.paymentProvider).toBe('none');
  });
});
