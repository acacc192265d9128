import { describe, expect, it } from 'vitest';
import { defaultSellerContext } from '../fees/estimate-fees.ts';
import { sizeInputOf } from '../fees/size-basis.ts';
import { estimateUnitFees } from './unit-fee-estimate.ts';

const date = new Date('2026-03-01T12:00:00Z');
const base = {
  marketplace: 'US' as const,
  catalogPriceMinor: 2_499,
  averageSellingPriceMinor: 2_350,
  categoryName: 'Kitchen & Dining',
  size: {
    basis: 'package' as const,
    source: 'sp_api' as const,
    package: { sidesIn: [10, 8, 0.5] as [number, number, number], unitWeightOz: 6 },
  },
  seller: defaultSellerContext('US'),
  date,
};

describe('estimateUnitFees', () => {
  it("is Amazon's fees at the seller's own average selling price, FBA included", () => {
    const e = estimateUnitFees(base);
    // referral 15 % of 23.50 = 3.525 → 3.53; small standard 6 oz $3.45 (2026, $10-$50)
    expect(e).toMatchObject({
      feesPerUnitMinor: 353 + 345,
      fromRange: false,
      priceSource: 'sales',
      missing: null,
    });
    if (e.missing === null) expect(e.fees.referral.category).toBe('kitchen');
  });

  it('uses the catalog price when the seller has no sales of the product', () => {
    expect(estimateUnitFees({ ...base, averageSellingPriceMinor: null })).toMatchObject({
      priceSource: 'catalog',
      feesPerUnitMinor: 375 + 345,
    });
    expect(estimateUnitFees({ ...base, averageSellingPriceMinor: 0 })).toMatchObject({
      priceSource: 'catalog',
    });
  });

  it('without a size, fills in the upper end of the range and says so', () => {
    const e = estimateUnitFees({ ...base, size: sizeInputOf({}) });
    expect(e).toMatchObject({ fromRange: true, missing: null });
    if (e.missing === null) expect(e.feesPerUnitMinor).toBe(e.fees.amazonFees.highMinor);
  });

  it('uses the fee category the seller chose when the catalog has none', () => {
    expect(
      estimateUnitFees({
        ...base,
        catalogPriceMinor: null,
        categoryName: null,
        chosenCategory: 'homeKitchen',
      }),
    ).toMatchObject({ categoryName: null, priceSource: 'sales', feesPerUnitMinor: 353 + 345 });
  });

  it('says which input is missing instead of guessing', () => {
    expect(estimateUnitFees({ ...base, catalogPriceMinor: null, averageSellingPriceMinor: null })).toEqual({
      missing: 'price',
    });
    expect(estimateUnitFees({ ...base, categoryName: null })).toEqual({ missing: 'category' });
  });
});
