import { describe, expect, it } from 'vitest';
import { demandScore, estimateOpportunity, priceBandScore } from './opportunity.ts';

const base = {
  units: { method: 'badge' as const, lowerBound: 1000 },
  competitionScore: 30,
  leftAfterFeesPercent: 85,
  priceMajor: 25,
  leadersAverageRating: 4.0,
};

describe('estimateOpportunity', () => {
  it('returns the score with its breakdown', () => {
    const e = estimateOpportunity(base);
    expect(e.components.map((c) => [c.key, c.score])).toEqual([
      ['demand', 81],
      ['competition', 70],
      ['margin', 100],
      ['priceBand', 100],
      ['ratingGap', 100],
    ]);
    // 0.3·81 + 0.25·70 + 0.15·100·3 = 24.3 + 17.5 + 45 = 86.8
    expect(e.score).toBe(87);
  });

  it('leaves unknown inputs out and renormalises the weights', () => {
    const e = estimateOpportunity({ ...base, leftAfterFeesPercent: null, leadersAverageRating: null });
    expect(e.components.find((c) => c.key === 'margin')?.score).toBeNull();
    // (0.3·81 + 0.25·70 + 0.15·100) / 0.7 = 56.8 / 0.7 = 81.1
    expect(e.score).toBe(81);
  });

  it('is unknown (null), not 0, when nothing is known', () => {
    const e = estimateOpportunity({
      units: { method: 'unknown' },
      competitionScore: null,
      leftAfterFeesPercent: null,
      priceMajor: null,
      leadersAverageRating: null,
    });
    expect(e.score).toBeNull();
    expect(e.components.every((c) => c.score === null)).toBe(true);
  });

  it('is absent, not guessed, with fewer than three known inputs; the breakdown still shows them', () => {
    const two = estimateOpportunity({
      units: { method: 'unknown' },
      competitionScore: 20,
      leftAfterFeesPercent: null,
      priceMajor: 200,
      leadersAverageRating: null,
    });
    expect(two.score).toBeNull();
    expect(two.components.filter((c) => c.score !== null).map((c) => c.key)).toEqual([
      'competition',
      'priceBand',
    ]);
  });

  it('is known from three inputs, even when they score 0', () => {
    const e = estimateOpportunity({
      units: { method: 'unknown' },
      competitionScore: 100,
      leftAfterFeesPercent: 40,
      priceMajor: 200,
      leadersAverageRating: null,
    });
    expect(e.score).toBe(0);
  });
});

describe('components', () => {
  it('demand: log scale, low but not zero without a badge', () => {
    expect(demandScore({ method: 'no_badge', upperBound: 49 })).toBe(10);
    expect(demandScore({ method: 'badge', lowerBound: 5000 })).toBe(100);
    expect(demandScore({ method: 'badge', lowerBound: 50 })).toBe(46);
    expect(demandScore({ method: 'unknown' })).toBeNull();
  });

  it('price band: full in 15-50, falling outside, unknown without a price', () => {
    expect([15, 50, 5, 150, 200].map(priceBandScore)).toEqual([100, 100, 0, 0, 0]);
    expect(priceBandScore(10)).toBe(63);
    expect(priceBandScore(0)).toBeNull();
    expect(priceBandScore(null)).toBeNull();
  });
});
