import type { FeeEstimate, Range } from '../fees/estimate-fees.ts';
import type { Assessment, Note } from './product-assessment.ts';

/**
 * What each analyzer analysis is about (docs/toolkit.md "Product analyzer"): profitability = unit
 * economics and fees; opportunity = demand and competition; market (niche) = the market around the
 * product; competitor = the listing against its competitors. Each shows its own figures and only
 * the assessment notes on its subject, so analyses that differ in name differ in content.
 */
export const ANALYSIS_TYPES = ['opportunity', 'profitability', 'market', 'competitor'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

const NOTE_FOCUS: Record<string, AnalysisType[]> = {
  highOpportunity: ['opportunity'],
  lowOpportunity: ['opportunity'],
  lowCompetition: ['opportunity', 'market'],
  highCompetition: ['opportunity', 'market'],
  weakDemand: ['opportunity', 'market'],
  strongDemand: ['opportunity', 'market'],
  steadyDemand: ['opportunity'],
  priceSweetSpot: ['profitability'],
  priceOutsideSweetSpot: ['profitability'],
  highReferralFee: ['profitability'],
  wellRated: ['competitor'],
  lowRating: ['competitor'],
  improveQuality: ['competitor'],
  reviewBarrier: ['competitor'],
  lowReviewBarrier: ['market', 'competitor'],
  ratingGap: ['market', 'competitor'],
  concentratedNiche: ['market'],
  fragmentedNiche: ['market'],
  pricedBelowMost: ['profitability', 'competitor'],
  pricedAboveMost: ['profitability', 'competitor'],
  amazonProduct: ['opportunity', 'market', 'competitor'],
  amazonLeader: ['opportunity', 'market', 'competitor'],
  reviewMoat: ['opportunity', 'market', 'competitor'],
  crowdedPriceBand: ['profitability', 'market', 'competitor'],
  openPriceBand: ['profitability', 'market', 'competitor'],
};

/** The assessment's notes about this analysis's subject (the verdict stays the product's). */
export function focusAssessment(a: Assessment, type: AnalysisType): Assessment {
  const keep = (notes: Note[]) => notes.filter((n) => NOTE_FOCUS[n.code]?.includes(type) ?? true);
  return {
    verdict: a.verdict,
    strengths: keep(a.strengths),
    weaknesses: keep(a.weaknesses),
    opportunities: keep(a.opportunities),
  };
}

/** Net margins a seller commonly aims at: the most the product may cost to reach each. */
export const TARGET_NET_MARGINS = [30, 20] as const;

export interface UnitEconomics {
  /**
   * The most the product may cost, landed (with its shipping to Amazon and advertising per unit),
   * for each target net margin: what is left after Amazon's fees − target × revenue. A range when
   * the fees are (size unknown); never below 0.
   */
  maxCostFor: { targetPercent: number; cost: Range }[];
}

export function unitEconomics(fees: FeeEstimate): UnitEconomics {
  const most = (left: number, target: number) =>
    Math.max(0, Math.floor(left - (target / 100) * fees.revenueMinor));
  return {
    maxCostFor: TARGET_NET_MARGINS.map((target) => ({
      targetPercent: target,
      cost: {
        lowMinor: most(fees.leftAfterFees.lowMinor, target),
        highMinor: most(fees.leftAfterFees.highMinor, target),
      },
    })),
  };
}
