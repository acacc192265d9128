import { describe, expect, it } from 'vitest';
import { type AdvancedRoiInput, advancedRoi } from './advanced-roi.ts';
import { basicRoi } from './basic-roi.ts';
import { roiRecommendations } from './roi-recommendations.ts';
import { rateMargin, rateRoi } from './thresholds.ts';
import { FeeUnavailableError } from './unit-economics.ts';

describe('thresholds (spec §9)', () => {
  it('rates margin and ROI', () => {
    expect([1999, 2000, 2999, 3000].map(rateMargin)).toEqual([
      'low',
      'acceptable',
      'acceptable',
      'excellent',
    ]);
    expect(rateMargin(null)).toBe('low');
    expect([4999, 5000, 9999, 10000].map(rateRoi)).toEqual(['low', 'good', 'good', 'excellent']);
  });
});

describe('basic ROI (per unit)', () => {
  it('computes a profitable product by hand', () => {
    // $30 price, $8 cost, 15 % fee, no shipping: fee 4.50, costs 12.50, profit 17.50
    expect(
      basicRoi({ sellingPriceMinor: 3000, productCostMinor: 800, amazonFeeBp: 1500, shippingMinor: 0 }),
    ).toEqual({
      revenueMinor: 3000,
      amazonFeesMinor: 450,
      totalCostsMinor: 1250,
      profitMinor: 1750,
      marginBp: 5833, // 17.50 / 30
      roiBp: 21875, // 17.50 / 8
      breakevenPriceMinor: 942, // 8 / 0.85 = 9.4118 → 9.42
      marginRating: 'excellent',
      roiRating: 'excellent',
    });
  });

  it('computes a weak product with shipping', () => {
    const r = basicRoi({
      sellingPriceMinor: 2000,
      productCostMinor: 1200,
      amazonFeeBp: 1500,
      shippingMinor: 200,
    });
    expect(r).toMatchObject({ profitMinor: 300, marginBp: 1500, roiBp: 2143, breakevenPriceMinor: 1648 });
    expect([r.marginRating, r.roiRating]).toEqual(['low', 'low']);
  });

  it('handles a zero price and a 100 % fee', () => {
    const r = basicRoi({ sellingPriceMinor: 0, productCostMinor: 0, amazonFeeBp: 10_000, shippingMinor: 0 });
    expect(r).toMatchObject({ marginBp: null, roiBp: null, breakevenPriceMinor: null, marginRating: 'low' });
  });
});

const kitchen: AdvancedRoiInput = {
  sellingPriceMinor: 2500,
  productCostMinor: 600,
  shippingPerUnitMinor: 100,
  advertisingMonthlyMinor: 20_000,
  monthlySales: 300,
  referral: { category: 'homeKitchen' },
  fba: { package: { sidesIn: [10, 6, 1.5], unitWeightOz: 12 } },
  date: new Date('2025-03-15T00:00:00Z'),
};

describe('advanced ROI (a month of sales)', () => {
  it('computes fees, profit, margin, ROI and break-even by hand', () => {
    const r = advancedRoi(kitchen);
    // referral 15 % = 3.75; large standard (1.5 in thick), 12 oz > dim 10.4 oz → $4.15; storage 0.052 ft³ × $0.78 = 4 ¢
    expect(r.unit).toMatchObject({
      referralFeeMinor: 375,
      fbaFeeMinor: 415,
      storageMinor: 4,
      advertisingMinor: 67,
      variableCostMinor: 1494,
      contributionMinor: 1006,
    });
    expect(r.unit.fbaDetail?.tier).toBe('largeStandard');
    expect(r.revenueMinor).toBe(750_000);
    expect(r.totalCostsMinor).toBe(1494 * 300 + 20_000);
    expect(r.profitMinor).toBe(281_800);
    expect(r.marginBp).toBe(3757);
    expect(r.roiBp).toBe(12252); // 281,800 / (300 × 7.00 + 200)
    expect(r.breakevenUnits).toBe(20); // ⌈200 / 10.06⌉
    expect(r.breakevenPriceMinor).toBe(1395);
    expect([r.marginRating, r.roiRating]).toEqual(['excellent', 'excellent']);
  });

  it('uses entered fees', () => {
    const r = advancedRoi({ ...kitchen, referral: { percentBp: 1000 }, fba: { feeMinor: 500 } });
    expect(r.unit).toMatchObject({ referralFeeMinor: 250, fbaFeeMinor: 500, storageMinor: 0 });
  });

  it('says when a fee cannot be computed for the marketplace', () => {
    expect(() => advancedRoi({ ...kitchen, marketplace: 'JP' })).toThrow(FeeUnavailableError);
    expect(() => advancedRoi({ ...kitchen, marketplace: 'DE', referral: { percentBp: 1500 } })).toThrow(
      FeeUnavailableError,
    );
  });

  it('has no break-even units when a unit loses money before advertising', () => {
    const r = advancedRoi({ ...kitchen, productCostMinor: 2400 });
    expect(r.breakevenUnits).toBeNull();
    expect(r.marginRating).toBe('low');
  });
});

describe('ROI recommendations', () => {
  it('finds the lowest price for a 30 % margin and a smaller-tier packaging saving', () => {
    const rec = roiRecommendations(kitchen, advancedRoi(kitchen));
    expect(rec.targetPriceMinor).toBe(2156);
    expect(rec.packaging).toEqual([
      {
        kind: 'smallerTier',
        tier: 'smallStandard',
        maxVolumeIn3: 135,
        feeMinor: 353,
        savingPerUnitMinor: 62,
        savingPerMonthMinor: 18_600,
      },
    ]);
    expect(rec.notes.map((n) => n.code)).toEqual(['marginMeetsTarget', 'packagingSaving']);
  });

  it('finds the dimensional-weight saving of an oversized box', () => {
    const toy: AdvancedRoiInput = {
      sellingPriceMinor: 4000,
      productCostMinor: 1000,
      shippingPerUnitMinor: 200,
      advertisingMonthlyMinor: 0,
      monthlySales: 100,
      referral: { category: 'toysGames' },
      fba: { package: { sidesIn: [16, 12, 8], unitWeightOz: 32 } },
      date: new Date('2025-03-15T00:00:00Z'),
    };
    const r = advancedRoi(toy);
    expect(r.unit.fbaFeeMinor).toBe(692 + 33 * 8); // dim 11.05 lb
    expect(r.unit.storageMinor).toBe(69);
    expect(r.roiBp).toBe(9792);
    const rec = roiRecommendations(toy, r);
    expect(rec.packaging[0]).toEqual({
      kind: 'removeDimensionalWeight',
      tier: 'largeStandard',
      maxVolumeIn3: 278,
      feeMinor: 577,
      savingPerUnitMinor: 379,
      savingPerMonthMinor: 37_900,
    });
    expect(rec.notes[0]).toEqual({
      code: 'marginBelowTarget',
      targetPriceMinor: rec.targetPriceMinor,
      targetMarginBp: 3000,
    });
    expect(rec.notes.map((n) => n.code)).toEqual(['marginBelowTarget', 'packagingSaving']); // ROI 97.9 % is good, not low
  });

  it('flags break-even above sales and no sales', () => {
    const few = { ...kitchen, monthlySales: 10 };
    expect(roiRecommendations(few, advancedRoi(few)).notes).toContainEqual({
      code: 'breakevenAboveSales',
      breakevenUnits: 20,
      monthlySales: 10,
    });
    const none = { ...kitchen, monthlySales: 0 };
    const rec = roiRecommendations(none, advancedRoi(none));
    expect(rec.targetPriceMinor).toBeNull();
    expect(rec.notes[0].code).toBe('noSales');
  });
});
