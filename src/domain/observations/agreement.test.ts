import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figuresAgree, judgeObservation, OBSERVED_FIGURES } from './agreement.ts';

describe('judgeObservation', () => {
  const reference = { priceCents: 1999, bestSellersRank: 40_000, rating: 4.5, reviewCount: 1200 };

  it('holds the attack back as an outlier: price 1 cent, rank 1', () => {
    const j = judgeObservation({
      observed: { priceCents: 1, bestSellersRank: 1 },
      reference,
      others: [],
      agreeingUsersNeeded: 3,
    });
    expect(j.outcome).toBe('outlier');
    expect(j.figures.map((f) => f.verdict)).toEqual(['disagrees', 'disagrees']);
  });

  it('shares what agrees with the shared value', () => {
    const j = judgeObservation({
      observed: { priceCents: 1899, bestSellersRank: 52_000, rating: 4.6, reviewCount: 1250 },
      reference,
      others: [],
      agreeingUsersNeeded: 3,
    });
    expect(j.outcome).toBe('shared');
  });

  it('waits when nothing can confirm it, and shares once enough other users saw the same', () => {
    const observed = { priceCents: 2999 };
    expect(
      judgeObservation({ observed, reference: {}, others: [{ priceCents: 2950 }], agreeingUsersNeeded: 3 })
        .outcome,
    ).toBe('unconfirmed');
    expect(
      judgeObservation({
        observed,
        reference: {},
        others: [{ priceCents: 2950 }, { priceCents: 3049 }],
        agreeingUsersNeeded: 3,
      }).outcome,
    ).toBe('shared');
  });

  it('lets several users outvote a stale shared value (a real price change), never one user alone', () => {
    const observed = { priceCents: 999 };
    expect(judgeObservation({ observed, reference, others: [], agreeingUsersNeeded: 3 }).outcome).toBe(
      'outlier',
    );
    expect(
      judgeObservation({
        observed,
        reference,
        others: [{ priceCents: 999 }, { priceCents: 1000 }],
        agreeingUsersNeeded: 3,
      }).outcome,
    ).toBe('shared');
  });

  it('agreement is symmetric and every figure agrees with itself', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OBSERVED_FIGURES),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (figure, a, b) => {
          expect(figuresAgree(figure, a, b)).toBe(figuresAgree(figure, b, a));
          expect(figuresAgree(figure, a, a)).toBe(true);
        },
      ),
    );
  });
});
