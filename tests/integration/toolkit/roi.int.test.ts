import { describe, expect, it } from 'vitest';
import type { CallInput } from '#contracts/define.ts';
import { toolkitApi } from '#contracts/toolkit.ts';
import { createUser, givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
// March: off-peak storage rates, as in the hand-computed domain example.
ctx.deps.now = () => new Date('2025-03-15T12:00:00Z');

/** A plan the advanced calculator is given (its contract's body). */
const advanced: CallInput<typeof toolkitApi.advancedRoi>['body'] = {
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
  it("computes the basic ROI for a free user with Amazon's fees, FBA included, without shipping", async () => {
    const me = await ctx.signUp();
    const res = await me.call(toolkitApi.basicRoi, {
      body: {
        sellingPriceCents: 3000,
        productCostCents: 800,
        category: 'toysGames',
        package: { sidesIn: [10, 8, 0.5], unitWeightOz: 6 },
      },
    });
    expect(res.status).toBe(200);
    // 2025 card (2025-03-15): small standard 6 oz $3.24; referral 15 % $4.50 → fees $7.74, profit $14.26.
    expect(res.body.result).toMatchObject({
      amazonFees: { lowMinor: 774, highMinor: 774 },
      profit: { lowMinor: 1426, highMinor: 1426 },
      marginBp: { low: 4753, high: 4753 },
      roiBp: { low: 17825, high: 17825 },
    });
    expect(res.body.result.fees.fulfilment).toMatchObject({ kind: 'fee', card: { id: 'us-fba-2025' } });
    // Without a size: a labelled range, never a figure without the FBA fee (the old "65 % Excellent").
    const noSize = await me.call(toolkitApi.basicRoi, {
      body: {
        sellingPriceCents: 2000,
        productCostCents: 500,
        category: 'homeKitchen',
      },
    });
    expect(noSize.body.result.fees.fulfilment.kind).toBe('range');
    expect(noSize.body.result.fees.size).toMatchObject({ basis: 'unknown', from: 'default' });
    expect(noSize.body.result.marginBp?.high).toBeLessThan(6500);
    const withShipping = await me.call(toolkitApi.basicRoi, {
      body: {
        sellingPriceCents: 3000,
        productCostCents: 800,
        category: 'toysGames',
        shippingCents: 100,
      },
    });
    expect(withShipping.status).toBe(403);
    expect(withShipping.error).toEqual({
      code: 'plan_required',
      params: { feature: 'advancedRoi', plan: 'starter' },
    });
  });

  it('refuses bad input with a validation code', async () => {
    const me = await ctx.signUp();
    for (const body of [
      { sellingPriceCents: -1, productCostCents: 1, category: 'toysGames' },
      { sellingPriceCents: 100, productCostCents: 1, category: 'widgets' },
      { sellingPriceCents: 1.5, productCostCents: 1, category: 'toysGames' },
      {
        sellingPriceCents: 100,
        productCostCents: 1,
        category: 'toysGames',
        package: { sidesIn: [0, 1, 1], unitWeightOz: 1 },
      },
    ]) {
      // untyped: each body breaks a rule of the contract
      const res = await me.post('/api/toolkit/roi/basic', body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });

  it('gates the advanced calculator (starter) and its recommendations (pro)', async () => {
    const me = await ctx.signUp();
    const free = await me.call(toolkitApi.advancedRoi, { body: advanced });
    expect(free.status).toBe(403);
    expect(free.error?.params).toEqual({ feature: 'advancedRoi', plan: 'starter' });

    await givePlan(db, me.userId, 'starter');
    const starter = await me.call(toolkitApi.advancedRoi, { body: advanced });
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
    const pro = await me.call(toolkitApi.advancedRoi, { body: advanced });
    expect(pro.body.recommendations).toMatchObject({ targetMarginBp: 3000, targetPriceMinor: 2156 });
    expect(pro.body.recommendations?.packaging[0]).toMatchObject({
      tier: 'smallStandard',
      savingPerUnitMinor: 62,
    });
  });

  it("computes every marketplace, VAT out of a registered seller's revenue; an unpriced size must be entered", async () => {
    const me = await createUser(ctx, { plan: 'elite' });
    const de = await me.call(toolkitApi.advancedRoi, {
      body: {
        ...advanced,
        marketplace: 'DE',
        sellingPriceCents: 2380,
      },
    });
    expect(de.status).toBe(200);
    expect(de.body.result.unit).toMatchObject({ revenueMinor: 2000, referralFeeMinor: 357 });
    expect(de.body.result.unit.fbaDetail?.card.id).toBe('de-fba-2026');
    const jpOversize: typeof advanced = {
      ...advanced,
      marketplace: 'JP',
      fba: { package: { sidesIn: [30, 20, 15], unitWeightOz: 100 } },
    };
    const res = await me.call(toolkitApi.advancedRoi, { body: jpOversize });
    expect(res.status).toBe(422);
    expect(res.error).toEqual({ code: 'fee_unavailable', params: { fee: 'fba', marketplace: 'JP' } });
    const entered = await me.call(toolkitApi.advancedRoi, {
      body: { ...jpOversize, fba: { feeCents: 1200 } },
    });
    expect(entered.status).toBe(200);
    expect(entered.body.result.unit.fbaFeeMinor).toBe(1200);
  });

  it('needs a session', async () => {
    const res = await ctx.client().call(toolkitApi.basicRoi, {
      body: { sellingPriceCents: 1, productCostCents: 1, category: 'toysGames' },
    });
    expect(res.status).toBe(401);
  });
});
