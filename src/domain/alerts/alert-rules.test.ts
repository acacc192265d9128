import { describe, expect, it } from 'vitest';
import {
  type Criteria,
  conditionMet,
  criterionValue,
  DEFAULT_CRITERIA,
  multiCriteriaMet,
  multiCriteriaProblem,
  nextAlertState,
  type ObservedValues,
  priceAlertMet,
} from './alert-rules.ts';

const seen = (o: Partial<ObservedValues> = {}): ObservedValues => ({
  priceCents: null,
  bestSellersRank: null,
  inStock: null,
  stockQuantity: null,
  rating: null,
  reviewCount: null,
  ...o,
});

const only = (changes: Partial<Criteria>): Criteria => {
  const off = Object.fromEntries(
    Object.entries(DEFAULT_CRITERIA).map(([k, c]) => [k, { ...c, enabled: false }]),
  ) as Criteria;
  return { ...off, ...changes };
};

describe('conditionMet: thresholds are inclusive', () => {
  it.each([
    [2499, 'below', 2500, true],
    [2500, 'below', 2500, true],
    [2501, 'below', 2500, false],
    [2499, 'above', 2500, false],
    [2500, 'above', 2500, true],
    [2501, 'above', 2500, true],
    [3.9, 'below', 4, true],
    [4, 'below', 4, true],
    [4.1, 'below', 4, false],
    [0, 'below', 0, true],
  ] as const)('%s %s %s → %s', (value, condition, threshold, expected) => {
    expect(conditionMet(value, condition, threshold)).toBe(expected);
  });
});

describe('price alerts', () => {
  it('below: met at and under the target, not above it', () => {
    const alert = { condition: 'below' as const, targetPriceCents: 2000 };
    expect(priceAlertMet(alert, 1999)).toBe(true);
    expect(priceAlertMet(alert, 2000)).toBe(true);
    expect(priceAlertMet(alert, 2001)).toBe(false);
  });
  it('above: met at and over the target, not under it', () => {
    const alert = { condition: 'above' as const, targetPriceCents: 2000 };
    expect(priceAlertMet(alert, 1999)).toBe(false);
    expect(priceAlertMet(alert, 2000)).toBe(true);
    expect(priceAlertMet(alert, 2001)).toBe(true);
  });
  it('an unknown price is neither met nor unmet', () => {
    expect(priceAlertMet({ condition: 'below', targetPriceCents: 2000 }, null)).toBeNull();
  });
});

describe('criterion values', () => {
  it('stock: the quantity when known, 0 when out of stock, unknown when only "in stock"', () => {
    expect(criterionValue('stock', seen({ stockQuantity: 8, inStock: true }))).toBe(8);
    expect(criterionValue('stock', seen({ inStock: false }))).toBe(0);
    expect(criterionValue('stock', seen({ inStock: true }))).toBeNull();
    expect(criterionValue('stock', seen())).toBeNull();
  });
  it('maps every other criterion to its observed field', () => {
    const o = seen({ priceCents: 2999, bestSellersRank: 850, rating: 4.4, reviewCount: 120 });
    expect(criterionValue('price', o)).toBe(2999);
    expect(criterionValue('ranking', o)).toBe(850);
    expect(criterionValue('rating', o)).toBe(4.4);
    expect(criterionValue('reviews', o)).toBe(120);
  });
});

describe('multi-criteria alerts', () => {
  it('uses the specified defaults: stock 10, ranking 1000, reviews 100, rating 4', () => {
    expect(DEFAULT_CRITERIA.stock.threshold).toBe(10);
    expect(DEFAULT_CRITERIA.ranking.threshold).toBe(1000);
    expect(DEFAULT_CRITERIA.reviews.threshold).toBe(100);
    expect(DEFAULT_CRITERIA.rating.threshold).toBe(4);
  });

  it('is met when every enabled criterion is met (stock 8 ≤ 10 and rank 850 ≤ 1000)', () => {
    const r = multiCriteriaMet(DEFAULT_CRITERIA, seen({ stockQuantity: 8, bestSellersRank: 850 }));
    expect(r.met).toBe(true);
    expect(r.outcomes.map((o) => o.key)).toEqual(['stock', 'ranking']);
  });

  it('each criterion at its boundary', () => {
    const at = seen({
      priceCents: 2999,
      stockQuantity: 10,
      bestSellersRank: 1000,
      reviewCount: 100,
      rating: 4,
    });
    const one = (key: keyof Criteria, condition: 'below' | 'above', threshold: number) =>
      multiCriteriaMet(only({ [key]: { enabled: true, condition, threshold } }), at).met;
    expect(one('price', 'below', 2999)).toBe(true);
    expect(one('price', 'below', 2998)).toBe(false);
    expect(one('price', 'above', 2999)).toBe(true);
    expect(one('price', 'above', 3000)).toBe(false);
    expect(one('stock', 'below', 10)).toBe(true);
    expect(one('stock', 'below', 9)).toBe(false);
    expect(one('stock', 'above', 10)).toBe(true);
    expect(one('stock', 'above', 11)).toBe(false);
    expect(one('ranking', 'below', 1000)).toBe(true);
    expect(one('ranking', 'below', 999)).toBe(false);
    expect(one('ranking', 'above', 1000)).toBe(true);
    expect(one('ranking', 'above', 1001)).toBe(false);
    expect(one('reviews', 'below', 100)).toBe(true);
    expect(one('reviews', 'below', 99)).toBe(false);
    expect(one('reviews', 'above', 100)).toBe(true);
    expect(one('reviews', 'above', 101)).toBe(false);
    expect(one('rating', 'below', 4)).toBe(true);
    expect(one('rating', 'below', 3.9)).toBe(false);
    expect(one('rating', 'above', 4)).toBe(true);
    expect(one('rating', 'above', 4.1)).toBe(false);
  });

  it('is not met when one enabled criterion fails or is unknown', () => {
    expect(multiCriteriaMet(DEFAULT_CRITERIA, seen({ stockQuantity: 8, bestSellersRank: 1001 })).met).toBe(
      false,
    );
    const partly = multiCriteriaMet(DEFAULT_CRITERIA, seen({ stockQuantity: 8 }));
    expect(partly.met).toBe(false);
    expect(partly.outcomes.find((o) => o.key === 'ranking')).toMatchObject({ value: null, met: false });
  });

  it('cannot judge when no enabled criterion has a value', () => {
    expect(multiCriteriaMet(DEFAULT_CRITERIA, seen({ rating: 3 })).met).toBeNull();
  });
});

describe('state: notify on the way in only', () => {
  it('notifies when it becomes met, not while it stays met', () => {
    expect(nextAlertState(false, true)).toEqual({ triggered: true, notify: true });
    expect(nextAlertState(true, true)).toEqual({ triggered: true, notify: false });
    expect(nextAlertState(true, false)).toEqual({ triggered: false, notify: false });
    expect(nextAlertState(false, false)).toEqual({ triggered: false, notify: false });
  });
  it('keeps the state when nothing is known', () => {
    expect(nextAlertState(true, null)).toEqual({ triggered: true, notify: false });
    expect(nextAlertState(false, null)).toEqual({ triggered: false, notify: false });
  });
});

describe('multi-criteria validation (spec §5)', () => {
  const valid = { name: 'Rival', asin: 'B014TMV5YE', criteria: DEFAULT_CRITERIA };
  it('needs a name and an ASIN', () => {
    expect(multiCriteriaProblem({ ...valid, name: '  ' })).toEqual({ code: 'nameAndAsinRequired' });
    expect(multiCriteriaProblem({ ...valid, asin: '' })).toEqual({ code: 'nameAndAsinRequired' });
  });
  it('needs at least one enabled criterion', () => {
    expect(multiCriteriaProblem({ ...valid, criteria: only({}) })).toEqual({ code: 'criterionRequired' });
  });
  it('checks the thresholds of enabled criteria only', () => {
    expect(multiCriteriaProblem(valid)).toBeNull();
    const price = { enabled: true, threshold: 0, condition: 'below' as const };
    expect(multiCriteriaProblem({ ...valid, criteria: { ...DEFAULT_CRITERIA, price } })).toEqual({
      code: 'thresholdInvalid',
      criterion: 'price',
    });
    const rating = { enabled: true, threshold: 5.5, condition: 'above' as const };
    expect(multiCriteriaProblem({ ...valid, criteria: { ...DEFAULT_CRITERIA, rating } })).toEqual({
      code: 'thresholdInvalid',
      criterion: 'rating',
    });
    const stock = { enabled: true, threshold: 2.5, condition: 'below' as const };
    expect(multiCriteriaProblem({ ...valid, criteria: { ...DEFAULT_CRITERIA, stock } })).toEqual({
      code: 'thresholdInvalid',
      criterion: 'stock',
    });
  });
});
