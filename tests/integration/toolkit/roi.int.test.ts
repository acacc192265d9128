import { describe, expect, it } from 'vitest';
import { createUser, givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
// March: off-peak storage rates, as in the hand-computed domain example.
ctx.deps.now = () => new Date('2025-03-15T12:00:00Z');

const advanced = {
  marketplace: 'US',
  sellingPriceCents: 2500,
  productCostCents: 600,
  shippingCents: 100,
  advertisingCents: 20_000,
  monthlySales: 300,
  referral: { category: 'homeKitchen' },
  fba: { package: { sidesIn: [10, 6, 1.5], unitWeightOz: 12 } },
};

describe('ROI calculator API', () => {
  it('computes the basic ROI for a free user, without shipping', async () => {
    const me = await ctx.signUp();
    const res = await me.post('/api/toolkit/roi/basic', {
      sellingPriceCents: 3000,
      productCostCents: 800,
      amazonFeeBp: 1500,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ profitMinor: 1750, marginBp: 5833, roiBp: 21875 });
    const withShipping = await me.post('/api/toolkit/roi/basic', {
      sellingPriceCents: 3000,
      productCostCents: 800,
      amazonFeeBp: 1500,
      shippingCents: 100,
    });
    expect(withShipping.status).toBe(403);
    expect(withShipping.body.error).toEqual({
      code: 'plan_required',
      params: { feature: 'advancedRoi', plan: 'starter' },
    });
  });

  it('refuses bad input with a validation code', async () => {
    const me = await ctx.signUp();
    for (const body of [
      { sellingPriceCents: -1, productCostCents: 1, amazonFeeBp: 1500 },
      { sellingPriceCents: 100, productCostCents: 1, amazonFeeBp: 10_001 },
      { sellingPriceCents: 1.5, productCostCents: 1, amazonFeeBp: 1500 },
    ]) {
      const res = await me.post('/api/toolkit/roi/basic', body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });

  it('gates the advanced calculator (starter) and its recommendations (pro)', async () => {
    const me = await ctx.signUp();
    const free = await me.post('/api/toolkit/roi/advanced', advanced);
    expect(free.status).toBe(403);
    expect(free.body.error.params).toEqual({ feature: 'advancedRoi', plan: 'starter' });

    await givePlan(db, me.userId, 'starter');
    const starter = await me.post('/api/toolkit/roi/advanced', advanced);
    expect(starter.status).toBe(200);
    expect(starter.body.result).toMatchObject({
      profitMinor: 281_800,
      marginBp: 3757,
      roiBp: 12252,
      breakevenUnits: 20,
    });
    expect(starter.body.result.unit).toMatchObject({ referralFeeMinor: 375, fbaFeeMinor: 415 });
    expect(starter.body.recommendations).toBeNull();

    await givePlan(db, me.userId, 'pro');
    const pro = await me.post('/api/toolkit/roi/advanced', advanced);
    expect(pro.body.recommendations).toMatchObject({ targetMarginBp: 3000, targetPriceMinor: 2156 });
    expect(pro.body.recommendations.packaging[0]).toMatchObject({
      tier: 'smallStandard',
      savingPerUnitMinor: 62,
    });
  });

  it('says which fee it cannot compute outside the US', async () => {
    const me = await createUser(ctx, { plan: 'elite' });
    const res = await me.post('/api/toolkit/roi/advanced', { ...advanced, marketplace: 'DE' });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'fee_unavailable', params: { fee: 'fba', marketplace: 'DE' } });
    const entered = await me.post('/api/toolkit/roi/advanced', {
      ...advanced,
      marketplace: 'DE',
      fba: { feeCents: 400 },
    });
    expect(entered.status).toBe(200);
    expect(entered.body.result.unit.referralFeeMinor).toBe(375);
  });

  it('needs a session', async () => {
    const res = await ctx
      .client()
      .post('/api/toolkit/roi/basic', { sellingPriceCents: 1, productCostCents: 1, amazonFeeBp: 1 });
    expect(res.status).toBe(401);
  });
});
