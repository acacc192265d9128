import { describe, expect, it } from 'vitest';
import { referralFee } from '../fees/referral-fee.ts';
import { estimateUnitFees } from './unit-fee-estimate.ts';

const base = {
  marketplace: 'US' as const,
  catalogPriceMinor: 2_499,
  averageSellingPriceMinor: 2_350,
  categoryName: 'Kitchen & Dining',
};

describe('estimateUnitFees', () => {
  it("is the category's referral fee at the seller's own average selling price, without the FBA fee", () => {
    expect(estimateUnitFees(base)).toMatchObject({
      priceMinor: 2_350,
      priceSource: 'sales',
      feesPerUnitMinor: 353, // 15 % of 23.50 = 3.525, rounded
      includesFba: false,
    });
  });

  it('uses the catalog price when the seller has no sales of the product', () => {
    const e = estimateUnitFees({ ...base, averageSellingPriceMinor: null });
    const expected = referralFee({ marketplace: 'US', category: 'Kitchen & Dining', priceMinor: 2_499 });
    expect(expected?.feeMinor).toBe(375); // 15 % of 24.99
    expect(e).toMatchObject({
      feesPerUnitMinor: 375,
      referralFeeMinor: 375,
      feeCategory: 'homeKitchen',
      priceMinor: 2_499,
      priceSource: 'catalog',
      includesFba: false,
      missing: null,
    });
  });

  it('uses the average selling price when the catalog has no price', () => {
    expect(estimateUnitFees({ ...base, catalogPriceMinor: null })).toMatchObject({
      priceMinor: 2_350,
      priceSource: 'sales',
    });
    expect(estimateUnitFees({ ...base, averageSellingPriceMinor: 0 })).toMatchObject({
      priceSource: 'catalog',
    });
  });

  it('uses the fee category the seller chose when the catalog has none', () => {
    expect(
      estimateUnitFees({
        ...base,
        catalogPriceMinor: null,
        categoryName: null,
        chosenCategory: 'homeKitchen',
      }),
    ).toMatchObject({
      feesPerUnitMinor: 353,
      feeCategory: 'homeKitchen',
      categoryName: null,
      priceSource: 'sales',
    });
  });

  it('says which input is missing instead of guessing', () => {
    expect(estimateUnitFees({ ...base, catalogPriceMinor: null, averageSellingPriceMinor: null })).toEqual({
      missing: 'price',
    });
    expect(estimateUnitFees({ ...base, categoryName: null })).toEqual({ missing: 'category' });
    expect(estimateUnitFees({ ...base, marketplace: 'JP' })).toEqual({ missing: 'schedule' });
  });
});
