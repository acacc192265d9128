import type { UnitsEstimate } from '../estimators/monthly-units.ts';

/**
 * AI product analyzer's assessment (docs/toolkit.md "Product analyzer"): strengths, weaknesses and
 * opportunities from thresholds on the estimators' figures, and a verdict from the opportunity score
 * (spec §9 badges: 80+ pursue, 60+ investigate, otherwise avoid). Notes are codes with their figures;
 * the client words them in the user's language.
 */
export interface NicheStats {
  listings: number;
  /** Share of the niche's estimated units sold by its 10 best sellers (0-1); null when unknown. */
  top10Share: number | null;
  priceQuartiles: { p25: number; p50: number; p75: number } | null;
  medianUnits: number | null;
  medianReviews: number | null;
  leadersMedianReviews: number | null;
  leadersAverageRating: number | null;
}

export interface AssessmentInput {
  /** An enabled sourcing rule rules the product out (sourcing-rules.ts): the verdict is "avoid". */
  ruledOut?: boolean;
  /** Opportunity score; null when none of its inputs is known. */
  opportunity: number | null;
  competition: number | null;
  units: number | null;
  unitsMethod: UnitsEstimate['method'];
  /** The referral fee as a share of the price (percent); null without a price. */
  referralPercent: number | null;
  priceMajor: number | null;
  /** Price in minor units, compared with the niche's quartiles (same currency). */
  priceMinor: number | null;
  rating: number | null;
  reviews: number | null;
  niche: NicheStats | null;
}

export type Note = { code: string; params?: Record<string, number> };
export type Verdict = 'pursue' | 'investigate' | 'avoid';

export interface Assessment {
  verdict: Verdict;
  strengths: Note[];
  weaknesses: Note[];
  opportunities: Note[];
}

export const PURSUE_SCORE = 80;
export const INVESTIGATE_SCORE = 60;
export const GOOD_COMPETITION = 40;
export const BAD_COMPETITION = 60;
export const STRONG_DEMAND_UNITS = 1000;
export const STEADY_DEMAND_UNITS = 100;
export const SWEET_SPOT = { low: 15, high: 50 };
/** A referral fee above 20 % of the price (jewellery, device accessories) is a weakness. */
export const HIGH_REFERRAL_PERCENT = 20;
export const GOOD_RATING = 4.5;
export const LOW_RATING = 4.0;
export const RATING_GAP = 4.2;
export const LOW_REVIEW_BARRIER = 100;
export const CONCENTRATED = 0.7;
export const FRAGMENTED = 0.4;

/** An unknown score (nothing known about the product) neither supports nor rules out: look further. */
export const verdictOf = (score: number | null): Verdict =>
  score === null
    ? 'investigate'
    : score >= PURSUE_SCORE
      ? 'pursue'
      : score >= INVESTIGATE_SCORE
        ? 'investigate'
        : 'avoid';

export function assessProduct(a: AssessmentInput): Assessment {
  const strengths: Note[] = [];
  const weaknesses: Note[] = [];
  const opportunities: Note[] = [];
  // No note about a score that could not be computed (null).
  if (a.opportunity !== null && a.opportunity >= PURSUE_SCORE)
    strengths.push({ code: 'highOpportunity', params: { score: a.opportunity } });
  else if (a.opportunity !== null && a.opportunity < GOOD_COMPETITION)
    weaknesses.push({ code: 'lowOpportunity', params: { score: a.opportunity } });
  if (a.competition !== null) {
    if (a.competition < GOOD_COMPETITION)
      strengths.push({ code: 'lowCompetition', params: { score: a.competition } });
    else if (a.competition >= BAD_COMPETITION)
      weaknesses.push({ code: 'highCompetition', params: { score: a.competition } });
  }
  if (a.unitsMethod === 'no_badge') weaknesses.push({ code: 'weakDemand' });
  else if (a.units !== null && a.units >= STRONG_DEMAND_UNITS)
    strengths.push({ code: 'strongDemand', params: { units: a.units } });
  else if (a.units !== null && a.units >= STEADY_DEMAND_UNITS)
    strengths.push({ code: 'steadyDemand', params: { units: a.units } });
  if (a.priceMajor !== null) {
    if (a.priceMajor >= SWEET_SPOT.low && a.priceMajor <= SWEET_SPOT.high)
      strengths.push({ code: 'priceSweetSpot', params: SWEET_SPOT });
    else weaknesses.push({ code: 'priceOutsideSweetSpot', params: SWEET_SPOT });
  }
  if (a.referralPercent !== null && a.referralPercent > HIGH_REFERRAL_PERCENT)
    weaknesses.push({ code: 'highReferralFee', params: { percent: a.referralPercent } });
  if (a.rating !== null) {
    if (a.rating >= GOOD_RATING) strengths.push({ code: 'wellRated', params: { rating: a.rating } });
    else if (a.rating < LOW_RATING) {
      weaknesses.push({ code: 'lowRating', params: { rating: a.rating } });
      opportunities.push({ code: 'improveQuality' });
    }
  }
  const n = a.niche;
  if (n) {
    if (n.leadersMedianReviews !== null) {
      if (a.reviews !== null && a.reviews < n.leadersMedianReviews / 2)
        weaknesses.push({
          code: 'reviewBarrier',
          params: { reviews: a.reviews, leaders: n.leadersMedianReviews },
        });
      if (n.leadersMedianReviews < LOW_REVIEW_BARRIER)
        opportunities.push({ code: 'lowReviewBarrier', params: { leaders: n.leadersMedianReviews } });
    }
    if (n.leadersAverageRating !== null && n.leadersAverageRating < RATING_GAP)
      opportunities.push({ code: 'ratingGap', params: { rating: n.leadersAverageRating } });
    if (n.top10Share !== null) {
      const share = Math.round(n.top10Share * 100);
      if (n.top10Share >= CONCENTRATED) weaknesses.push({ code: 'concentratedNiche', params: { share } });
      else if (n.top10Share <= FRAGMENTED) opportunities.push({ code: 'fragmentedNiche', params: { share } });
    }
    if (n.priceQuartiles && a.priceMinor !== null) {
      if (a.priceMinor < n.priceQuartiles.p25) opportunities.push({ code: 'pricedBelowMost' });
      else if (a.priceMinor > n.priceQuartiles.p75) weaknesses.push({ code: 'pricedAboveMost' });
    }
  }
  return { verdict: a.ruledOut ? 'avoid' : verdictOf(a.opportunity), strengths, weaknesses, opportunities };
}
