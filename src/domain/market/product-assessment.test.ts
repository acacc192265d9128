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

describe('who the product competes with (issue 32)', () => {
  const withBand = (inBand: number, priced = 20) => assessProduct({ ...base, priceBand: { priced, inBand } });

  it('sees Amazon as a weakness: its own product, or its brand among the leaders, naming it', () => {
    expect(assessProduct({ ...base, amazonBrand: 'Amazon Basics' }).weaknesses).toContainEqual({
      code: 'amazonProduct',
      params: { brand: 'Amazon Basics' },
    });
    expect(
      assessProduct({ ...base, amazonLeader: { brand: 'Amazon Basics', rank: 2 } }).weaknesses,
    ).toContainEqual({ code: 'amazonLeader', params: { brand: 'Amazon Basics', rank: 2 } });
  });

  it('sees a review moat from 1,000 reviews (median of the leaders)', () => {
    expect(codes(assessProduct({ ...base, leadersMedianReviews: 1200 })).w).toContain('reviewMoat');
    expect(codes(assessProduct({ ...base, leadersMedianReviews: 900 })).w).not.toContain('reviewMoat');
  });

  it('judges the price band on 10 priced listings or more, citing the share and the price', () => {
    expect(withBand(8).weaknesses).toContainEqual({
      code: 'crowdedPriceBand',
      params: { share: 40, listings: 20, priceCents: base.priceMinor },
    });
    expect(codes(withBand(1)).o).toContain('openPriceBand');
    expect(codes(withBand(4)).w).not.toContain('crowdedPriceBand');
    expect(codes(withBand(8, 9)).w).not.toContain('crowdedPriceBand');
  });

  it('lists each sourcing rule the product trips as a weakness, and cites the price in price notes', () => {
    expect(assessProduct({ ...base, sourcingRules: ['hazmat'] }).weaknesses).toContainEqual({
      code: 'sourcingRule',
      params: { rule: 'hazmat' },
    });
    const outside = assessProduct(base).weaknesses.find((n) => n.code === 'priceOutsideSweetSpot');
    expect(outside?.params).toMatchObject({ priceCents: base.priceMinor, low: 15, high: 50 });
  });
});
