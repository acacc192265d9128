import { describe, expect, it } from 'vitest';
import { type ProductSales, productMarginPercent, sellerMargin } from './seller-margin.ts';

const bottle: ProductSales = {
  asin: 'B0C7K3M9QX',
  revenueMinor: 10_000,
  units: 10,
  costs: { unitCostMinor: 300, feesPerUnitMinor: 250 },
};
const board: ProductSales = {
  asin: 'B0BZ8Y6TQL',
  revenueMinor: 5_000,
  units: 4,
  costs: { unitCostMinor: 500, feesPerUnitMinor: 300 },
};
const lids: ProductSales = { asin: 'B0D1F5HV2K', revenueMinor: 10_000, units: 20, costs: null };

describe('sellerMargin', () => {
  it('computes (revenue − units × (cost + fees)) / revenue for one product', () => {
    // 10 × (3.00 + 2.50) = 55.00 of costs on 100.00 of sales → 45 %
    expect(sellerMargin([bottle])).toEqual({
      marginPercent: 45,
      reason: null,
      revenueMinor: 10_000,
      costsMinor: 5_500,
      profitMinor: 4_500,
      coverage: { products: 1, productsWithCosts: 1, totalRevenueMinor: 10_000, revenueSharePercent: 100 },
    });
  });

  it('weights the products by their revenue', () => {
    // costs 5,500 + 4 × 800 = 8,700 on 15,000 → 6,300 profit → 42 %
    const m = sellerMargin([bottle, board]);
    expect(m).toMatchObject({
      marginPercent: 42,
      revenueMinor: 15_000,
      costsMinor: 8_700,
      profitMinor: 6_300,
    });
  });

  it('leaves products without costs out and reports the coverage', () => {
    const m = sellerMargin([bottle, lids, board]);
    expect(m.marginPercent).toBe(42);
    expect(m.coverage).toEqual({
      products: 3,
      productsWithCosts: 2,
      totalRevenueMinor: 25_000,
      revenueSharePercent: 60,
    });
  });

  it('can be negative', () => {
    const m = sellerMargin([
      {
        asin: 'B0B6TR9ZC3',
        revenueMinor: 1_000,
        units: 2,
        costs: { unitCostMinor: 400, feesPerUnitMinor: 200 },
      },
    ]);
    expect(m.marginPercent).toBe(-20);
    expect(m.profitMinor).toBe(-200);
  });

  it('takes VAT out of the revenue of a VAT-registered seller', () => {
    // 15,000 incl. 20 % VAT → 12,500; costs 8,700 → 3,800 → 30.4 %
    const m = sellerMargin([bottle, board], { vatBp: 2000 });
    expect(m).toMatchObject({ marginPercent: 30.4, revenueMinor: 12_500, profitMinor: 3_800 });
    expect(productMarginPercent(bottle, { vatBp: 2000 })).toBeLessThan(productMarginPercent(bottle) ?? 0);
  });

  it('rounds to one decimal', () => {
    const m = sellerMargin([
      {
        asin: 'B0CF2JWD8P',
        revenueMinor: 3_000,
        units: 1,
        costs: { unitCostMinor: 1_000, feesPerUnitMinor: 0 },
      },
    ]);
    expect(m.marginPercent).toBe(66.7);
  });

  it('is unknown without any costs', () => {
    expect(sellerMargin([lids])).toMatchObject({
      marginPercent: null,
      reason: 'costs_unknown',
      revenueMinor: 0,
      coverage: { products: 1, productsWithCosts: 0, totalRevenueMinor: 10_000, revenueSharePercent: 0 },
    });
    expect(sellerMargin([])).toMatchObject({
      marginPercent: null,
      reason: 'costs_unknown',
      coverage: { products: 0, productsWithCosts: 0, totalRevenueMinor: 0, revenueSharePercent: null },
    });
  });

  it('is unknown when the products with costs sold nothing', () => {
    const unsold = { ...bottle, revenueMinor: 0, units: 0 };
    expect(sellerMargin([unsold, lids])).toMatchObject({
      marginPercent: null,
      reason: 'no_revenue',
      coverage: { productsWithCosts: 1, revenueSharePercent: 0 },
    });
    expect(sellerMargin([unsold]).coverage.revenueSharePercent).toBeNull();
  });
});

describe('productMarginPercent', () => {
  it('is the product margin, or null without costs or revenue', () => {
    expect(productMarginPercent(bottle)).toBe(45);
    expect(productMarginPercent(board)).toBe(36);
    expect(productMarginPercent(lids)).toBeNull();
    expect(productMarginPercent({ ...bottle, revenueMinor: 0, units: 0 })).toBeNull();
  });
});
