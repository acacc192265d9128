import { describe, expect, it } from 'vitest';
import { type AssessmentInput, assessProduct, verdictOf } from './product-assessment.ts';

const base: AssessmentInput = {
  opportunity: 70,
  competition: 50,
  units: 50,
  unitsMethod: 'badge',
  referralPercent: 15,
  priceMajor: 10,
  priceMinor: 1000,
  rating: 4.2,
  reviews: 100,
  niche: null,
};
const codes = (a: ReturnType<typeof assessProduct>) => ({
  s: a.strengths.map((n) => n.code),
  w: a.weaknesses.map((n) => n.code),
  o: a.opportunities.map((n) => n.code),
});

describe('product assessment', () => {
  it('gives the verdict from the opportunity score (80 / 60)', () => {
    expect([verdictOf(80), verdictOf(79), verdictOf(60), verdictOf(59)]).toEqual([
      'pursue',
      'investigate',
      'investigate',
      'avoid',
    ]);
  });
  it('neither pursues nor avoids an unknown score, and makes no note of it', () => {
    const a = assessProduct({ ...base, opportunity: null });
    expect(a.verdict).toBe('investigate');
    expect([...a.strengths, ...a.weaknesses].map((n) => n.code)).not.toContain('lowOpportunity');
    expect([...a.strengths, ...a.weaknesses].map((n) => n.code)).not.toContain('highOpportunity');
  });
  it('lists strengths of a strong product', () => {
    const a = assessProduct({
      ...base,
      opportunity: 85,
      competition: 30,
      units: 2000,
      priceMajor: 25,
      rating: 4.6,
    });
    expect(codes(a)).toEqual({
      s: ['highOpportunity', 'lowCompetition', 'strongDemand', 'priceSweetSpot', 'wellRated'],
      w: [],
      o: [],
    });
  });
  it('lists weaknesses and opportunities of a weak one in its niche', () => {
    const a = assessProduct({
      ...base,
      opportunity: 35,
      competition: 75,
      unitsMethod: 'no_badge',
      units: 0,
      referralPercent: 20.1,
      priceMajor: 200,
      priceMinor: 20_000,
      rating: 3.8,
      reviews: 10,
      niche: {
        listings: 40,
        top10Share: 0.8,
        priceQuartiles: { p25: 2000, p50: 3000, p75: 5000 },
        medianUnits: 100,
        medianReviews: 50,
        leadersMedianReviews: 90,
        leadersAverageRating: 4.1,
      },
    });
    expect(codes(a)).toEqual({
      s: [],
      w: [
        'lowOpportunity',
        'highCompetition',
        'weakDemand',
        'priceOutsideSweetSpot',
        'highReferralFee',
        'lowRating',
        'reviewBarrier',
        'concentratedNiche',
        'pricedAboveMost',
      ],
      o: ['improveQuality', 'lowReviewBarrier', 'ratingGap'],
    });
    expect(a.verdict).toBe('avoid');
    expect(a.weaknesses.find((n) => n.code === 'concentratedNiche')?.params).toEqual({ share: 80 });
  });
  it('sees a fragmented niche and a low price as opportunities', () => {
    const a = assessProduct({
      ...base,
      niche: {
        listings: 40,
        top10Share: 0.3,
        priceQuartiles: { p25: 1500, p50: 2000, p75: 3000 },
        medianUnits: 100,
        medianReviews: 50,
        leadersMedianReviews: 500,
        leadersAverageRating: 4.6,
      },
    });
    expect(codes(a).o).toEqual(['fragmentedNiche', 'pricedBelowMost']);
  });
});
