import { describe, expect, it } from 'vitest';
import { estimateFees } from '../fees/estimate-fees.ts';
import { sizeInputOf } from '../fees/size-basis.ts';
import { focusAssessment, unitEconomics } from './analysis-focus.ts';

describe('focusAssessment', () => {
  const a = {
    verdict: 'investigate' as const,
    strengths: [{ code: 'lowCompetition' }, { code: 'priceSweetSpot' }, { code: 'wellRated' }],
    weaknesses: [{ code: 'highReferralFee' }, { code: 'concentratedNiche' }],
    opportunities: [{ code: 'ratingGap' }],
  };

  it('keeps only the notes on each analysis’s subject', () => {
    expect(focusAssessment(a, 'profitability')).toEqual({
      verdict: 'investigate',
      strengths: [{ code: 'priceSweetSpot' }],
      weaknesses: [{ code: 'highReferralFee' }],
      opportunities: [],
    });
    expect(focusAssessment(a, 'opportunity').strengths).toEqual([{ code: 'lowCompetition' }]);
    expect(focusAssessment(a, 'market').weaknesses).toEqual([{ code: 'concentratedNiche' }]);
    expect(focusAssessment(a, 'competitor').strengths).toEqual([{ code: 'wellRated' }]);
  });

  it('gives analyses that differ in name different content', () => {
    const all = (['opportunity', 'profitability', 'market', 'competitor'] as const).map((t) =>
      JSON.stringify(focusAssessment(a, t)),
    );
    expect(new Set(all).size).toBe(4);
  });
});

describe('unitEconomics', () => {
  it('says the most the product may cost for a target net margin, from what is left after all fees', () => {
    const fees = estimateFees({
      marketplace: 'US',
      priceMinor: 2000,
      category: 'homeKitchen',
      size: { basis: 'package', source: 'keepa', package: { sidesIn: [10, 6, 1], unitWeightOz: 14 } },
      date: new Date('2026-03-01T12:00:00Z'),
    });
    // referral $3.00 + large standard 12-16 oz $4.60 → left $12.40
    expect(fees.leftAfterFees).toEqual({ lowMinor: 1240, highMinor: 1240 });
    expect(unitEconomics(fees).maxCostFor).toEqual([
      { targetPercent: 30, cost: { lowMinor: 640, highMinor: 640 } },
      { targetPercent: 20, cost: { lowMinor: 840, highMinor: 840 } },
    ]);
  });

  it('answers with a range when the size is unknown, never with the FBA fee left out', () => {
    const fees = estimateFees({
      marketplace: 'US',
      priceMinor: 2000,
      category: 'homeKitchen',
      size: sizeInputOf({}),
      date: new Date('2026-03-01T12:00:00Z'),
    });
    const [thirty] = unitEconomics(fees).maxCostFor;
    expect(thirty.cost.lowMinor).toBeLessThan(thirty.cost.highMinor);
    expect(thirty.cost.highMinor).toBeLessThan(2000 - 300 - 600);
  });
});
