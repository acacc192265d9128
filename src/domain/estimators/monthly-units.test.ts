import { describe, expect, it } from 'vitest';
import {
  estimateMonthlyRevenue,
  estimateMonthlyUnits,
  fitSalesCurve,
  LITERATURE_CURVE,
  unitsFigure,
  unitsFromRank,
} from './monthly-units.ts';

describe('estimateMonthlyUnits', () => {
  it('reads the badge as a lower bound, first', () => {
    const e = estimateMonthlyUnits({ boughtLastMonth: 1000, bestSellersRank: 5 });
    expect(e).toEqual({ method: 'badge', lowerBound: 1000 });
    expect(unitsFigure(e)).toBe(1000);
  });

  it('treats no badge as "fewer than 50", not zero sales', () => {
    const e = estimateMonthlyUnits({ boughtLastMonth: 0, bestSellersRank: null });
    expect(e).toEqual({ method: 'no_badge', upperBound: 49 });
    expect(unitsFigure(e)).toBe(0);
  });

  it('uses the rank with the literature curve when there is no badge', () => {
    const e = estimateMonthlyUnits({ boughtLastMonth: 0, bestSellersRank: 1000 });
    // exp(11.995 - 0.871 · ln 1000) = exp(5.9783) ≈ 394.9
    expect(e).toMatchObject({ method: 'bsr', units: 395, rank: 1000, curve: LITERATURE_CURVE });
  });

  it('uses a calibrated curve when given', () => {
    const curve = { a: 10, b: 0.8, source: 'calibrated' as const, n: 40 };
    expect(estimateMonthlyUnits({ boughtLastMonth: null, bestSellersRank: 100, curve })).toMatchObject({
      units: unitsFromRank(100, curve),
    });
  });

  it('says unknown when nothing is known — never a made-up value', () => {
    const e = estimateMonthlyUnits({ boughtLastMonth: null, bestSellersRank: null });
    expect(e).toEqual({ method: 'unknown' });
    expect(unitsFigure(e)).toBeNull();
  });
});

describe('estimateMonthlyRevenue', () => {
  it('multiplies units by price with the units qualifier', () => {
    expect(estimateMonthlyRevenue({ method: 'badge', lowerBound: 2000 }, 13999)).toEqual({
      kind: 'at_least',
      cents: 27_998_000,
    });
    expect(estimateMonthlyRevenue({ method: 'no_badge', upperBound: 49 }, 1000)).toEqual({
      kind: 'below',
      cents: 50_000,
    });
  });

  it('is unknown without a price or without units', () => {
    expect(estimateMonthlyRevenue({ method: 'badge', lowerBound: 50 }, null)).toBeNull();
    expect(estimateMonthlyRevenue({ method: 'badge', lowerBound: 50 }, 0)).toBeNull();
    expect(estimateMonthlyRevenue({ method: 'unknown' }, 1000)).toBeNull();
  });
});

describe('fitSalesCurve', () => {
  it('recovers a power law from rank/units pairs', () => {
    const pairs = Array.from({ length: 40 }, (_, i) => {
      const rank = 10 * 1.3 ** i;
      return { rank, units: Math.exp(11 - 0.8 * Math.log(rank)) };
    });
    expect(fitSalesCurve(pairs)).toEqual({ a: 11, b: 0.8, source: 'calibrated', n: 40 });
  });

  it('refuses too few pairs, a narrow rank range or an implausible slope', () => {
    expect(fitSalesCurve([{ rank: 1, units: 100 }])).toBeNull();
    const narrow = Array.from({ length: 40 }, (_, i) => ({ rank: 100 + i, units: 50 + i }));
    expect(fitSalesCurve(narrow)).toBeNull();
    const rising = Array.from({ length: 40 }, (_, i) => ({ rank: 10 * 1.3 ** i, units: 10 + i }));
    expect(fitSalesCurve(rising)).toBeNull();
  });
});
