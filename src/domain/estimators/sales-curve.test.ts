import { describe, expect, it } from 'vitest';
import { pairsAround } from './sales-curve.fixtures.ts';
import {
  badgeBracket,
  badgeMidpoint,
  evaluateSalesCurve,
  FOLDS,
  fitPowerLaw,
  foldOf,
  LITERATURE_CURVE,
  quantile,
  unitsAtRank,
} from './sales-curve.ts';

const at = new Date('2025-06-01T00:00:00Z');

describe('badge brackets', () => {
  it('reads "N+" as at least N and less than the next step of the ladder', () => {
    expect(badgeBracket(50)).toEqual({ low: 50, high: 100 });
    expect(badgeBracket(300)).toEqual({ low: 300, high: 400 });
    expect(badgeBracket(900)).toEqual({ low: 900, high: 1000 });
    expect(badgeBracket(1000)).toEqual({ low: 1000, high: 2000 });
    expect(badgeBracket(20_000)).toEqual({ low: 20_000, high: 30_000 });
    expect(badgeBracket(100_000)).toEqual({ low: 100_000, high: null });
  });

  it('uses the geometric middle of the bracket', () => {
    expect(badgeMidpoint(100)).toBeCloseTo(Math.sqrt(100 * 200));
    expect(badgeMidpoint(100_000)).toBe(100_000);
  });
});

describe('fitPowerLaw', () => {
  it('recovers an exact power law', () => {
    const pairs = [10, 100, 1000, 10_000].map((rank) => ({
      rank,
      units: unitsAtRank(rank, { a: 11, b: 0.8 }),
    }));
    const fit = fitPowerLaw(pairs);
    expect(fit?.a).toBeCloseTo(11, 9);
    expect(fit?.b).toBeCloseTo(0.8, 9);
  });

  it('gives nothing when every rank is the same', () => {
    expect(
      fitPowerLaw([
        { rank: 5, units: 10 },
        { rank: 5, units: 20 },
      ]),
    ).toBeNull();
  });
});

describe('quantile', () => {
  it('interpolates between ranks', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5], 0.8)).toBeCloseTo(4.2);
    expect(quantile([7], 0.8)).toBe(7);
  });
});

describe('foldOf', () => {
  it('keeps a product in one fold and spreads products over all folds', () => {
    expect(foldOf('B0F7XPYCSJ')).toBe(foldOf('B0F7XPYCSJ'));
    const folds = new Set(Array.from({ length: 100 }, (_, i) => foldOf(`P${i}`)));
    expect(folds.size).toBe(FOLDS);
  });
});

describe('evaluateSalesCurve', () => {
  const truth = { a: 13, b: 0.75 };

  it('calibrates a curve close to the truth, with its held-out error and the literature benchmark', () => {
    const e = evaluateSalesCurve(pairsAround(truth, { products: 60 }), at);
    expect(e.reason).toBeNull();
    const c = e.curve;
    if (!c) throw new Error('expected a curve');
    expect(c.b).toBeCloseTo(0.75, 1);
    expect(c).toMatchObject({ fittedAt: at.toISOString(), pairs: 180, products: 60 });
    expect(c.error.heldOutPairs).toBe(180);
    // Noise within ×/÷ 1.5: held-out errors stay well under 50 %.
    expect(c.error.medianApe).toBeLessThan(30);
    expect(c.error.p80Ape).toBeGreaterThanOrEqual(c.error.medianApe);
    expect(c.error.ratioP10).toBeLessThan(1);
    expect(c.error.ratioP90).toBeGreaterThan(1);
    // The books curve is far from this category: the calibrated one beats it by far.
    expect(e.literature?.heldOutPairs).toBe(180);
    expect(c.error.medianApe).toBeLessThanOrEqual(0.7 * (e.literature?.medianApe ?? 0));
  });

  it('gives the same figures on the same pairs (stable folds)', () => {
    const pairs = pairsAround(truth, { products: 40 });
    expect(evaluateSalesCurve(pairs, at)).toEqual(evaluateSalesCurve([...pairs].reverse(), at));
  });

  it('refuses to calibrate from too few pairs, too few products, a narrow range or an odd slope', () => {
    expect(evaluateSalesCurve(pairsAround(truth, { products: 5 }), at).reason).toBe('too_few_pairs');
    expect(evaluateSalesCurve(pairsAround(truth, { products: 6, perProduct: 10 }), at).reason).toBe(
      'too_few_products',
    );
    const narrow = pairsAround(truth, { products: 40 }).map((p, i) => ({ ...p, rank: 1000 + i }));
    expect(evaluateSalesCurve(narrow, at).reason).toBe('narrow_rank_range');
    const flat = pairsAround({ a: 5, b: 0.05 }, { products: 40, spread: 1 });
    expect(evaluateSalesCurve(flat, at).reason).toBe('implausible_slope');
  });

  it('still measures the literature curve on the pairs when it cannot calibrate', () => {
    const e = evaluateSalesCurve(pairsAround(LITERATURE_CURVE, { products: 5, spread: 1 }), at);
    expect(e.curve).toBeNull();
    expect(e.literature).toMatchObject({ heldOutPairs: 15, medianApe: 0, p80Ape: 0 });
  });
});
