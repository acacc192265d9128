import { describe, expect, it } from 'vitest';
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
  it('says the most the product may cost for a target net margin, when the FBA fee is known', () => {
    const e = unitEconomics({
      priceCents: 2000,
      referralFeeCents: 300,
      feeCategory: 'homeKitchen',
      fbaFeeCents: 455,
      fba: { kind: 'exact', tier: 'largeStandard' },
      includesFba: true,
      netCents: 1245,
      marginPercent: 62.3,
    });
    expect(e.referralPercent).toBe(15);
    expect(e.maxCostFor).toEqual([
      { targetPercent: 30, costCents: 645 },
      { targetPercent: 20, costCents: 845 },
    ]);
  });

  it('does not answer without the FBA fee', () => {
    const e = unitEconomics({
      priceCents: 2000,
      referralFeeCents: 300,
      feeCategory: 'homeKitchen',
      fbaFeeCents: null,
      fba: { kind: 'unknown', reason: 'no_package' },
      includesFba: false,
      netCents: 1700,
      marginPercent: 85,
    });
    expect(e.maxCostFor.every((x) => x.costCents === null)).toBe(true);
  });
});
