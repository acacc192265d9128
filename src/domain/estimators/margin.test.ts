import { describe, expect, it } from 'vitest';
import { estimateMargin } from './margin.ts';

describe('estimateMargin', () => {
  it('subtracts the referral fee of the category (15 % for luggage)', () => {
    const m = estimateMargin({
      priceCents: 13999,
      category: 'Luggage & Travel Gear › Suitcases',
      marketplace: 'US',
      date: new Date('2025-06-01'),
    });
    expect(m).toMatchObject({
      referralFeeCents: 2100,
      includesFba: false,
      fbaFeeCents: null,
      netCents: 11899,
    });
    expect(m?.marginPercent).toBe(85);
  });

  it('says the FBA fee is unknown without a package, and why', () => {
    const m = estimateMargin({ priceCents: 2000, category: 'Kitchen & Dining', marketplace: 'US' });
    expect(m).toMatchObject({ fba: { kind: 'unknown', reason: 'no_package' }, includesFba: false });
    const uk = estimateMargin({ priceCents: 2000, category: 'Kitchen & Dining', marketplace: 'UK' });
    expect(uk?.fba).toEqual({ kind: 'unknown', reason: 'no_fba_card' });
  });

  it('subtracts the exact FBA fee from the product’s package', () => {
    // 10 × 6 × 2 in, 12 oz: large standard; dimensional weight 120/139 lb = 13.8 oz → ≤ 16 oz: $4.55.
    const m = estimateMargin({
      priceCents: 2000,
      category: 'Kitchen & Dining',
      marketplace: 'US',
      package: { sidesIn: [10, 6, 2], unitWeightOz: 12 },
      date: new Date('2025-06-01'),
    });
    expect(m).toMatchObject({
      referralFeeCents: 300,
      fbaFeeCents: 455,
      fba: { kind: 'exact', tier: 'largeStandard' },
      includesFba: true,
      netCents: 1245,
    });
    expect(m?.marginPercent).toBe(62.3);
  });

  it('falls back on the category’s typical package, labelled as such', () => {
    const m = estimateMargin({
      priceCents: 2000,
      category: 'Kitchen & Dining',
      marketplace: 'US',
      typicalPackage: { package: { sidesIn: [10, 6, 2], unitWeightOz: 12 }, products: 14 },
      date: new Date('2025-06-01'),
    });
    expect(m).toMatchObject({
      fbaFeeCents: 455,
      fba: { kind: 'typical', tier: 'largeStandard', products: 14 },
    });
  });

  it('applies the per-item minimum on cheap items', () => {
    const m = estimateMargin({ priceCents: 100, category: 'Kitchen & Dining', marketplace: 'US' });
    expect(m?.referralFeeCents).toBe(30);
    expect(m?.marginPercent).toBe(70);
  });

  it('is unknown without a price or without a fee schedule', () => {
    expect(estimateMargin({ priceCents: null, category: 'Luggage', marketplace: 'US' })).toBeNull();
    expect(estimateMargin({ priceCents: 0, category: 'Luggage', marketplace: 'US' })).toBeNull();
    expect(estimateMargin({ priceCents: 1000, category: 'Luggage', marketplace: 'JP' })).toBeNull();
  });
});
