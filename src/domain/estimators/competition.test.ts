import { describe, expect, it } from 'vitest';
import { estimateCompetition, levelOfScore, median } from './competition.ts';

describe('estimateCompetition', () => {
  it('is low for a small niche whose leaders have few reviews and weak ratings', () => {
    const e = estimateCompetition({ listingCount: 12, topMedianReviews: 12, topAverageRating: 3.8 });
    expect(e?.level).toBe('low');
    expect(e?.levelScore).toBe(30);
    expect(e?.score).toBeLessThan(40);
    expect(e?.size).toEqual({ listings: 12, basis: 'catalog' });
  });

  it('is high for a crowded niche with thousands of reviews and 4.7-star leaders', () => {
    const e = estimateCompetition({ listingCount: 3000, topMedianReviews: 8000, topAverageRating: 4.7 });
    expect(e).toMatchObject({ level: 'high', levelScore: 85 });
    expect(e?.score).toBeGreaterThanOrEqual(90);
  });

  it('leaves unknown review counts out instead of counting them as zero', () => {
    const unknown = estimateCompetition({ listingCount: 20, topMedianReviews: null, topAverageRating: 4.5 });
    const zero = estimateCompetition({ listingCount: 20, topMedianReviews: 0, topAverageRating: 4.5 });
    expect(unknown?.factors.find((f) => f.key === 'reviews')?.pressure).toBeNull();
    expect(unknown?.score).toBeGreaterThan(zero?.score ?? 100);
  });

  it('says "not enough data" (null) with fewer than 10 known listings and no reported size', () => {
    expect(estimateCompetition({ listingCount: 9, topMedianReviews: 3, topAverageRating: 4 })).toBeNull();
    expect(
      estimateCompetition({
        listingCount: 1,
        reportedListingCount: 1,
        topMedianReviews: null,
        topAverageRating: null,
      }),
    ).toMatchObject({ score: 0, level: 'low', size: { listings: 1, basis: 'reported' } });
  });

  it('uses the niche size a source reported rather than the listings Scout happens to hold', () => {
    const sampled = estimateCompetition({ listingCount: 20, topMedianReviews: null, topAverageRating: 4.5 });
    const real = estimateCompetition({
      listingCount: 20,
      reportedListingCount: 40_000,
      topMedianReviews: null,
      topAverageRating: 4.5,
    });
    expect(real?.size).toEqual({ listings: 40_000, basis: 'reported' });
    expect(real?.score).toBeGreaterThan(sampled?.score ?? 100);
  });

  it('maps scores to levels at 40 and 60', () => {
    expect([39, 40, 59, 60].map(levelOfScore)).toEqual(['low', 'medium', 'medium', 'high']);
  });

  it('computes medians', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});
