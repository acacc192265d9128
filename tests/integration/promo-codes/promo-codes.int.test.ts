import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminApi } from '#contracts/admin.ts';
import { auditLogApi } from '#contracts/audit.ts';
import { billingApi } from '#contracts/billing.ts';
import type { CallInput } from '#contracts/define.ts';
import { adminPromoCodesApi, promoCodesApi } from '#contracts/promo-codes.ts';
import { reviewsApi } from '#contracts/reviews.ts';
import { siteApi } from '#contracts/site.ts';
import { usageApi } from '#contracts/usage.ts';
import { promoCodes, promoRedemptions, subscriptions, user } from '#server/db/schema/index.ts';
import { redeemPromoCode } from '#server/modules/promo-codes/redeem-promo-code.ts';
import { createPromoCode } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({ ADMIN_EMAILS: 'promo-admin@example.com' });
const db = ctx.deps.database.db;
const admin = await ctx.signUp({ email: 'promo-admin@example.com', verified: true });
const day = 86_400_000;

const rowOf = async (userId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

async function createCode(body: CallInput<typeof adminPromoCodesApi.create>['body']) {
  const res = await admin.call(adminPromoCodesApi.create, { body });
  expect(res.status).toBe(201);
  return res.body;
}

describe('promo codes: administration', () => {
  it('is for administrators only', async () => {
    const someone = await ctx.signUp();
    expect((await someone.call(adminPromoCodesApi.list)).status).toBe(403);
    expect(
      (await someone.call(adminPromoCodesApi.create, { body: { code: 'X', plan: 'pro' } })).error?.code,
    ).toBe('admin_required');
    expect((await ctx.client().call(auditLogApi.list)).status).toBe(401);
  });

  it('creates upper-cased unique codes, refuses bad input, lists newest first, deletes', async () => {
    const created = await createCode({
      code: '  summer-26 ',
      plan: 'pro',
      maxUses: 5,
      expiresAt: '2099-12-31',
    });
    expect(created).toMatchObject({
      code: 'SUMMER-26',
      plan: 'pro',
      isLifetime: false,
      maxUses: 5,
      currentUses: 0,
      expiresAt: '2099-12-31T23:59:59.999Z',
    });
    const dup = await admin.call(adminPromoCodesApi.create, { body: { code: 'Summer-26', plan: 'starter' } });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe('promo_code_taken');
    for (const bad of [
      { code: '   ', plan: 'pro' },
      { code: 'OK', plan: 'free' },
      { code: 'OK', plan: 'pro', maxUses: 1.5 },
      { code: 'OK', plan: 'pro', maxUses: 0 },
      { code: 'OK', plan: 'pro', expiresAt: 'tomorrow' },
      { code: 'NO SPACES', plan: 'pro' },
    ]) {
      // untyped: each body breaks a rule of the contract
      const res = await admin.post('/api/admin/promo-codes', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    const past = await admin.call(adminPromoCodesApi.create, {
      body: {
        code: 'OLD',
        plan: 'pro',
        expiresAt: '2001-01-01',
      },
    });
    expect(past.error?.code).toBe('promo_expiry_in_past');

    const second = await createCode({ code: 'VIP', plan: 'elite', isLifetime: true });
    const list = await admin.call(adminPromoCodesApi.list);
    expect(list.body.items.map((c: { code: string }) => c.code).slice(0, 2)).toEqual(['VIP', 'SUMMER-26']);

    expect((await admin.call(adminPromoCodesApi.remove, { params: { id: second.id } })).status).toBe(204);
    expect((await admin.call(adminPromoCodesApi.remove, { params: { id: second.id } })).status).toBe(404);
    const audit = await admin.call(auditLogApi.list);
    expect(audit.body.items.slice(0, 2)).toMatchObject([
      { action: 'promo_code.delete', actorEmail: 'promo-admin@example.com', details: { code: 'VIP' } },
      { action: 'promo_code.create', targetId: second.id, details: { code: 'VIP', isLifetime: true } },
    ]);
  });
});

describe('promo codes: redemption', () => {
  it('verifies: plan and lifetime mark, or the reason', async () => {
    await createCode({ code: 'LIFE-PRO', plan: 'pro', isLifetime: true });
    const u = await ctx.signUp();
    expect((await u.call(promoCodesApi.verify, { body: { code: 'life-pro' } })).body).toEqual({
      valid: true,
      code: 'LIFE-PRO',
      plan: 'pro',
      isLifetime: true,
    });
    expect((await u.call(promoCodesApi.verify, { body: { code: 'NOPE' } })).body).toMatchObject({
      valid: false,
      reason: 'promo_not_found',
    });
    await createPromoCode(db, { code: 'GONE', plan: 'pro', expiresAt: new Date(Date.now() - 1000) });
    expect((await u.call(promoCodesApi.verify, { body: { code: 'GONE' } })).body).toMatchObject({
      reason: 'promo_expired',
    });
    await createPromoCode(db, { code: 'FULL', plan: 'pro', maxUses: 1, currentUses: 1 });
    expect((await u.call(promoCodesApi.verify, { body: { code: 'FULL' } })).body).toMatchObject({
      reason: 'promo_used_up',
    });
    expect((await u.call(promoCodesApi.redeem, { body: { code: 'FULL' } })).error?.code).toBe(
      'promo_used_up',
    );
    expect((await u.call(promoCodesApi.redeem, { body: { code: 'GONE' } })).error?.code).toBe(
      'promo_expired',
    );
    expect(await rowOf(u.userId)).toBeUndefined();
  });

  it('a lifetime code gives the plan for good; a standard code one month without renewal', async () => {
    await createCode({ code: 'FOREVER', plan: 'elite', isLifetime: true });
    await createCode({ code: 'MONTH', plan: 'starter' });
    const life = await ctx.signUp();
    const res = await life.call(promoCodesApi.redeem, { body: { code: 'forever' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ plan: 'elite', isLifetime: true, currentPeriodEnd: null });
    expect(await rowOf(life.userId)).toMatchObject({ plan: 'elite', lifetime: true, provider: 'promo' });
    expect((await life.call(usageApi.get)).body.plan).toBe('elite');
    const again = await life.call(promoCodesApi.redeem, { body: { code: 'FOREVER' } });
    expect(again.error?.code).toBe('promo_already_redeemed');
    expect((await life.call(promoCodesApi.redeem, { body: { code: 'MONTH' } })).error?.code).toBe(
      'promo_no_upgrade',
    );

    const month = await ctx.signUp();
    const m = await month.call(promoCodesApi.redeem, { body: { code: 'MONTH' } });
    const days = (new Date(String(m.body.currentPeriodEnd)).getTime() - Date.now()) / day;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await rowOf(month.userId)).toMatchObject({ plan: 'starter', oneTime: true, lifetime: false });
    expect((await month.call(billingApi.subscription)).body.subscription).toMatchObject({
      canCancel: false,
    });
  });

  it('refuses while a subscription still renews', async () => {
    await createCode({ code: 'SWITCH', plan: 'pro', isLifetime: true });
    const u = await ctx.signUp();
    const checkout = await u.call(billingApi.checkout, { body: { plan: 'starter', acceptTerms: true } });
    await u.call(billingApi.confirmTestCheckout, { params: { id: checkout.body.checkoutId } });
    expect((await u.call(promoCodesApi.redeem, { body: { code: 'SWITCH' } })).error?.code).toBe(
      'promo_subscription_active',
    );
    await u.call(billingApi.cancel);
    expect((await u.call(promoCodesApi.redeem, { body: { code: 'SWITCH' } })).status).toBe(200);
    expect(await rowOf(u.userId)).toMatchObject({ plan: 'pro', lifetime: true });
  });

  it('100 parallel redemptions of a max-uses-10 code: exactly 10 succeed', async () => {
    const code = await createCode({ code: 'RACE10', plan: 'pro', maxUses: 10 });
    const ids = Array.from({ length: 100 }, () => randomUUID());
    await db.insert(user).values(
      ids.map((id, i) => ({
        id,
        name: `Racer ${i}`,
        email: `racer-${i}-${id}@example.com`,
        emailVerified: false,
      })),
    );
    const results = await Promise.allSettled(
      ids.map((userId) => redeemPromoCode({ db, userId, code: 'RACE10', now: new Date() })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(10);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).toHaveLength(90);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'promo_used_up', status: 409 });
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row?.currentUses).toBe(10);
    expect(
      await db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, code.id)),
    ).toHaveLength(10);
  });

  it('also holds through HTTP: 20 parallel users on a max-uses-3 code', async () => {
    await createCode({ code: 'HTTP3', plan: 'starter', maxUses: 3 });
    const users = await Promise.all(Array.from({ length: 20 }, () => ctx.signUp()));
    const responses = await Promise.all(
      users.map((u) => u.call(promoCodesApi.redeem, { body: { code: 'HTTP3' } })),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.status === 409 && r.error?.code === 'promo_used_up')).toHaveLength(17);
  });
});

describe('admin statistics', () => {
  it('counts paid plans, MRR from the plan table (yearly ÷ 12) and searches this month', async () => {
    const before = (await admin.call(adminApi.stats)).body;
    const monthly = await ctx.signUp();
    const c1 = await monthly.call(billingApi.checkout, { body: { plan: 'pro', acceptTerms: true } });
    await monthly.call(billingApi.confirmTestCheckout, { params: { id: c1.body.checkoutId } });
    const yearly = await ctx.signUp();
    const c2 = await yearly.call(billingApi.checkout, {
      body: {
        plan: 'elite',
        billingPeriod: 'yearly',
        acceptTerms: true,
      },
    });
    await yearly.call(billingApi.confirmTestCheckout, { params: { id: c2.body.checkoutId } });
    const after = (await admin.call(adminApi.stats)).body;
    expect(after.paidSubscriptions.pro - before.paidSubscriptions.pro).toBe(1);
    expect(after.paidSubscriptions.elite - before.paidSubscriptions.elite).toBe(1);
    expect(after.mrr.cents - before.mrr.cents).toBe(4700 + Math.round(97000 / 12));
    expect(after.mrr.currency).toBe('EUR');
    expect(after.searchesThisMonth).toEqual({ product: 0, keyword: 0, total: 0 });
    expect(after.users).toBeGreaterThan(100);
    expect((await admin.call(auditLogApi.list, { query: { limit: 1 } })).body.items).toHaveLength(1);
  });

  it('gives the average rating of the reviews to one decimal', async () => {
    // Verified authors: their reviews are public (REVIEWS_APPROVAL=verified), so the site's figures
    // are the same reviews as the administrator's, which also count those still waiting.
    for (const rating of [5, 4, 4]) {
      const reviewer = await ctx.signUp({ verified: true });
      expect((await reviewer.call(reviewsApi.create, { body: { rating, comment: 'Useful' } })).status).toBe(
        201,
      );
    }
    const stats = (await admin.call(adminApi.stats)).body;
    const site = (await ctx.client().call(siteApi.get)).body;
    expect(stats.reviews.count).toBeGreaterThanOrEqual(3);
    expect(stats.reviews.average).toBe(Math.round(Number(stats.reviews.average) * 10) / 10);
    expect(stats.reviews).toEqual({ count: site.stats.reviewCount, average: site.stats.averageRating });
  });
});
