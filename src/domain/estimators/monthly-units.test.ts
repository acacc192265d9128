import { describe, expect, it } from 'vitest';
import { estimateMonthlyRevenue, estimateMonthlyUnits, unitsFigure } from './monthly-units.ts';
import { testCurve } from './sales-curve.fixtures.ts';
import { unitsAtRank } from './sales-curve.ts';

describe('estimateMonthlyUnits', () => {
  const curve = testCurve();

  it('reads the badge as a lower bound when no curve is calibrated', () => {
    const e = estimateMonthlyUnits({ boughtLastMonth: 1000, bestSellersRank: 5 });
    expect(e).toEqual({ method: 'badge', lowerBound: 1000 });
    expect(unitsFigure(e)).toBe(1000);
  });

  it('treats no badge as "fewer than 50", not zero sales', () => {
    const e = estimateMonthlyUnits({ boughtLastMonth: 0, bestSellersRank: null });
    expect(e).toEqual({ method: 'no_badge', upperBound: 49 });
    expect(unitsFigure(e)).toBe(0);
  });

  it('says "not enough data" for a rank without a calibrated curve — never the literature curve', () => {
    const e = estimateMonthlyUnits({ boughtLastMonth: null, bestSellersRank: 1000 });
    expect(e).toEqual({ method: 'no_curve', rank: 1000 });
    expect(unitsFigure(e)).toBeNull();
  });

  it('estimates from the rank with the category curve, its 80 % range and the curve it used', () => {
    const e = estimateMonthlyUnits({ boughtLastMonth: null, bestSellersRank: 1000, curve });
    const exact = unitsAtRank(1000, curve);
    expect(e).toEqual({
      method: 'bsr',
      units: Math.round(exact),
      range: { low: Math.round(exact * 0.6), high: Math.round(exact * 1.5) },
      rank: 1000,
      curve,
      atLeast: null,
      outsideFittedRanks: false,
    });
  });

  it('never shows a rank estimate below a known badge: the badge wins, or bounds the range', () => {
    // The curve gives ≈ 326 at rank 1000.
    expect(estimateMonthlyUnits({ boughtLastMonth: 2000, bestSellersRank: 1000, curve })).toEqual({
      method: 'badge',
      lowerBound: 2000,
    });
    const above = estimateMonthlyUnits({ boughtLastMonth: 300, bestSellersRank: 1000, curve });
    expect(above).toMatchObject({ method: 'bsr', atLeast: 300 });
    if (above.method !== 'bsr') throw new Error('expected bsr');
    expect(above.units).toBeGreaterThanOrEqual(300);
    expect(above.range.low).toBe(300);
  });

  it('without a curve, gives what products ranked near it sold: a range with its basis, never a point', () => {
    const nearby: [number, number][] = [
      [400, 141],
      [700, 283],
      [900, 141],
      [1200, 212],
      [1800, 70.7],
      [30_000, 70.7],
    ];
    const e = estimateMonthlyUnits({ boughtLastMonth: null, bestSellersRank: 1000, nearby });
    expect(e).toEqual({
      method: 'rank_range',
      rank: 1000,
      low: 71,
      high: 283,
      basis: 'nearby_pairs',
      count: 5,
      rankLow: 400,
      rankHigh: 1800,
    });
    expect(unitsFigure(e)).toBeNull();
    expect(estimateMonthlyRevenue(e, 1999)).toBeNull();
  });

  it('without near pairs, gives the range the other categories’ curves give at that rank', () => {
    const other = [testCurve(), testCurve({ a: 11 })];
    const e = estimateMonthlyUnits({
      boughtLastMonth: null,
      bestSellersRank: 1000,
      nearby: [[90_000, 60]],
      otherCurves: other,
    });
    expect(e).toMatchObject({ method: 'rank_range', basis: 'other_categories', count: 2 });
    if (e.method !== 'rank_range') throw new Error('expected a range');
    expect(e.low).toBe(Math.round(unitsAtRank(1000, other[1]) * 0.6));
    expect(e.high).toBe(Math.round(unitsAtRank(1000, other[0]) * 1.5));
  });

  it('a known "no badge" stays "< 50" rather than a range', () => {
    const e = estimateMonthlyUnits({ boughtLastMonth: 0, bestSellersRank: 1000, otherCurves: [testCurve()] });
    expect(e.method).toBe('no_badge');
  });

  it('flags a rank outside the ranks the curve was fitted on', () => {
    const e = estimateMonthlyUnits({ boughtLastMonth: null, bestSellersRank: 500_000, curve });
    expect(e).toMatchObject({ method: 'bsr', outsideFittedRanks: true });
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
    expect(estimateMonthlyRevenue({ method: 'no_curve', rank: 10 }, 1000)).toBeNull();
  });
});
