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

describe('basic ROI (per unit): the one fee calculator, FBA included', () => {
  const day = new Date('2026-03-01T12:00:00Z');
  it('computes a product with a known package by hand', () => {
    // $30 toy, $8 cost; 10 × 8 × 0.5 in, 6 oz: small standard $3.45 (2026, $10-$50) + 3.5 % fuel? not before
    // 2026-04-17; referral 15 % = $4.50 → fees $7.95, profit $14.05.
    const r = basicRoi({
      marketplace: 'US',
      sellingPriceMinor: 3000,
      productCostMinor: 800,
      shippingMinor: 0,
      category: 'toysGames',
      package: { sidesIn: [10, 8, 0.5], unitWeightOz: 6 },
      date: day,
    });
    expect(r).toMatchObject({
      revenueMinor: 3000,
      amazonFees: { lowMinor: 795, highMinor: 795 },
      totalCosts: { lowMinor: 1595, highMinor: 1595 },
      profit: { lowMinor: 1405, highMinor: 1405 },
      marginBp: { low: 4683, high: 4683 },
      roiBp: { low: 17563, high: 17563 },
      marginRating: 'excellent',
      roiRating: 'excellent',
    });
    expect(r.fees.fulfilment).toMatchObject({ kind: 'fee', sizeTier: 'smallStandard', baseMinor: 345 });
    // 8.00 + fees(p) ≤ p: at $14.72 fees are 2.21 (15 %) + 3.45 = 5.66 → 14.72 − 5.66 = 9.06 ≥ 8
    expect(r.breakevenPrice?.lowMinor).toBe(r.breakevenPrice?.highMinor);
    expect(r.breakevenPrice?.lowMinor).toBeGreaterThan(800 + 345);
  });

  it('without a size, gives the FBA fee as a range and rates the low end — never an FBA-free margin', () => {
    const r = basicRoi({
      marketplace: 'US',
      sellingPriceMinor: 2000,
      productCostMinor: 500,
      shippingMinor: 0,
      category: 'homeKitchen',
      date: day,
    });
    expect(r.fees.fulfilment.kind).toBe('range');
    expect(r.amazonFees.lowMinor).toBeGreaterThan(300 + 300); // referral $3.00 + the smallest FBA fee
    expect(r.profit.highMinor).toBeLessThan(2000 - 500 - 300);
    expect(r.marginBp && r.marginBp.low < r.marginBp.high).toBe(true);
    expect(r.marginRating).toBe(
      r.marginBp && r.marginBp.low >= 3000
        ? 'excellent'
        : r.marginBp && r.marginBp.low >= 2000
          ? 'acceptable'
          : 'low',
    );
    expect(r.breakevenPrice && r.breakevenPrice.lowMinor < r.breakevenPrice.highMinor).toBe(true);
  });

  it('removes VAT from the revenue of a VAT-registered seller', () => {
    const r = basicRoi({
      marketplace: 'FR',
      sellingPriceMinor: 2400,
      productCostMinor: 500,
      shippingMinor: 0,
      category: 'kitchen',
      package: { sidesIn: [10, 8, 0.5], unitWeightOz: 3 },
      date: day,
      seller: { vatRegistered: true, establishedIn: 'FR', fromSettings: true },
    });
    expect(r.revenueMinor).toBe(2000);
    expect(r.fees.referral.feeMinor).toBe(360); // 15 % of the VAT-inclusive €24
  });

  it('handles a zero price', () => {
    const r = basicRoi({
      marketplace: 'US',
      sellingPriceMinor: 0,
      productCostMinor: 0,
      shippingMinor: 0,
      category: 'toysGames',
      date: day,
    });
    expect(r).toMatchObject({ marginBp: null, roiBp: null, marginRating: 'low' });
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
    expect(r.unit.fbaDetail?.sizeTier).toBe('largeStandard');
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

  it('prices every marketplace; a size the card does not price (Japan oversize) must be entered', () => {
    expect(
      advancedRoi({ ...kitchen, marketplace: 'JP', sellingPriceMinor: 2500 }).unit.fbaDetail?.currency,
    ).toBe('JPY');
    expect(() =>
      advancedRoi({
        ...kitchen,
        marketplace: 'JP',
        fba: { package: { sidesIn: [30, 20, 15], unitWeightOz: 100 } },
      }),
    ).toThrow(FeeUnavailableError);
  });

  it('takes VAT out of the revenue and adds the digital services fee in Europe', () => {
    const de = advancedRoi({
      ...kitchen,
      marketplace: 'DE',
      sellingPriceMinor: 2380,
      date: new Date('2026-06-01T00:00:00Z'),
      seller: { vatRegistered: true, establishedIn: 'FR', fromSettings: true },
    });
    expect(de.unit.revenueMinor).toBe(2000);
    expect(de.revenueMinor).toBe(2000 * 300);
    expect(de.unit.dsfMinor).toBe(Math.round((de.unit.referralFeeMinor + de.unit.fbaFeeMinor) * 0.03));
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
