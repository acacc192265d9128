import { describe, expect, it } from 'vitest';
import { keywordRelevance, keywordStats, leadersSummary } from './keyword-stats.ts';

describe('keywordStats', () => {
  it('reports summed sales as relative demand and rates difficulty from the leaders', () => {
    const s = keywordStats({
      matchCount: 4,
      summedUnits: 1100,
      unknownSales: 1,
      demandIsLowerBound: true,
      leaders: [
        { reviewCount: 5000, rating: 4.6 },
        { reviewCount: 20, rating: 4.1 },
        { reviewCount: 3, rating: 3.9 },
        { reviewCount: null, rating: null },
      ],
    });
    expect(s).toMatchObject({
      matchCount: 4,
      estimatedDemand: 1100,
      demandIsLowerBound: true,
      unknownSales: 1,
      leadersMedianReviews: 20,
      leadersAverageRating: 4.2,
    });
    // 4 matches in the catalog and no reported result total: not enough data for a difficulty.
    expect(s.difficulty).toBeNull();
    const reported = keywordStats({
      matchCount: 4,
      reportedResults: 30,
      summedUnits: 1100,
      unknownSales: 1,
      demandIsLowerBound: true,
      leaders: [{ reviewCount: 20, rating: 4.1 }],
    });
    expect(reported.difficulty?.size).toEqual({ listings: 30, basis: 'reported' });
  });

  it('has no difficulty when nothing matches', () => {
    expect(
      keywordStats({
        matchCount: 0,
        summedUnits: 0,
        unknownSales: 0,
        demandIsLowerBound: false,
        leaders: [],
      }),
    ).toMatchObject({ matchCount: 0, estimatedDemand: 0, difficulty: null });
  });

  it('leaves the review barrier unknown when the counts are unknown', () => {
    const leaders = [1, 2, 3].map(() => ({ reviewCount: null, rating: 4.5 }));
    expect(leadersSummary(leaders)).toEqual({ medianReviews: null, averageRating: 4.5 });
    expect(leadersSummary([{ reviewCount: 10, rating: null }])).toEqual({
      medianReviews: 10,
      averageRating: null,
    });
  });
});

describe('keywordRelevance', () => {
  const title = 'Sion Softside Expandable Roller Luggage, Black, Checked-Large 29-Inch';
  it('is 100 when the product and every competitor carry the keyword', () => {
    expect(keywordRelevance('roller luggage', title, ['Roller luggage set', 'Kids roller luggage'])).toBe(
      100,
    );
  });
  it('weighs the product title and the share of competitors', () => {
    expect(keywordRelevance('luggage', title, ['Luggage set', 'Backpack'])).toBe(75);
    expect(keywordRelevance('backpack', title, ['Luggage set', 'Backpack'])).toBe(25);
    expect(keywordRelevance('spinner luggage', title, [])).toBe(25);
    expect(keywordRelevance('the', title, ['the'])).toBe(0);
  });
});
