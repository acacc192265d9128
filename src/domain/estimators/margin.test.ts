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

  it('includes the FBA fee when it is known', () => {
    const m = estimateMargin({
      priceCents: 2000,
      category: 'Kitchen & Dining',
      marketplace: 'US',
      fbaFeeCents: 500,
      date: new Date('2025-06-01'),
    });
    expect(m).toMatchObject({ referralFeeCents: 300, fbaFeeCents: 500, includesFba: true, netCents: 1200 });
    expect(m?.marginPercent).toBe(60);
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
