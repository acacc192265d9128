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
  /** The sourcing rules the product trips (each a weakness, citing its reason). */
  sourcingRules?: string[];
  /** Amazon's own brand when the product is one of Amazon's (amazon-brands.ts). */
  amazonBrand?: string | null;
  /** Amazon's own brand among the niche's 10 best sellers, and its rank. */
  amazonLeader?: { brand: string; rank: number } | null;
  /** Median reviews of the niche's 10 best sellers (the product's competition figure). */
  leadersMedianReviews?: number | null;
  /** The niche's listings with a price, and how many sell within 10 % of this one's. */
  priceBand?: { priced: number; inBand: number } | null;
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

/**
 * A note and the figures it cites. Keys ending in `Cents` are money in the product's currency
 * (minor units); `low`/`high` are major units; a string is a name (a brand, a rule).
 */
export type Note = { code: string; params?: Record<string, number | string> };
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
/** Leaders with this many reviews (median) hold a moat a newcomer takes months to cross. */
export const REVIEW_MOAT = 1000;
/** A share of the niche within 10 % of the price at or above which the price band is crowded. */
export const CROWDED_BAND = 0.3;
/** At or below which the price band is open. */
export const OPEN_BAND = 0.1;
/** A price band is judged on at least this many priced listings. */
export const MIN_BAND_LISTINGS = 10;

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
    const params = { ...SWEET_SPOT, ...(a.priceMinor === null ? {} : { priceCents: a.priceMinor }) };
    if (a.priceMajor >= SWEET_SPOT.low && a.priceMajor <= SWEET_SPOT.high)
      strengths.push({ code: 'priceSweetSpot', params });
    else weaknesses.push({ code: 'priceOutsideSweetSpot', params });
  }
  if (a.referralPercent !== null && a.referralPercent > HIGH_REFERRAL_PERCENT)
    weaknesses.push({ code: 'highReferralFee', params: { percent: a.referralPercent } });
  if (a.rating !== null) {
    if (a.rating >= GOOD_RATING) strengths.push({ code: 'wellRated', params: { rating: a.rating } });
    else if (a.rating < LOW_RATING) {
      weaknesses.push({ code: 'lowRating', params: { rating: a.rating } });
      opportunities.push({ code: 'improveQuality', params: { rating: a.rating } });
    }
  }
  competitionNotes(a, weaknesses, opportunities);
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
      const priceCents = a.priceMinor;
      if (priceCents < n.priceQuartiles.p25)
        opportunities.push({
          code: 'pricedBelowMost',
          params: { priceCents, p25Cents: n.priceQuartiles.p25 },
        });
      else if (priceCents > n.priceQuartiles.p75)
        weaknesses.push({ code: 'pricedAboveMost', params: { priceCents, p75Cents: n.priceQuartiles.p75 } });
    }
  }
  return { verdict: a.ruledOut ? 'avoid' : verdictOf(a.opportunity), strengths, weaknesses, opportunities };
}

/**
 * Who the product competes with, each citing its figure: Amazon itself (the product is Amazon's, or
 * Amazon sells its own among the leaders), the leaders' review moat, how crowded its price band
 * is, and the sourcing rules it trips.
 */
function competitionNotes(a: AssessmentInput, weaknesses: Note[], opportunities: Note[]) {
  if (a.amazonBrand) weaknesses.push({ code: 'amazonProduct', params: { brand: a.amazonBrand } });
  else if (a.amazonLeader)
    weaknesses.push({
      code: 'amazonLeader',
      params: { brand: a.amazonLeader.brand, rank: a.amazonLeader.rank },
    });
  if (a.leadersMedianReviews != null && a.leadersMedianReviews >= REVIEW_MOAT)
    weaknesses.push({ code: 'reviewMoat', params: { leaders: a.leadersMedianReviews } });
  const band = a.priceBand;
  if (band && band.priced >= MIN_BAND_LISTINGS && a.priceMinor !== null) {
    const share = band.inBand / band.priced;
    const params = { share: Math.round(share * 100), listings: band.priced, priceCents: a.priceMinor };
    if (share >= CROWDED_BAND) weaknesses.push({ code: 'crowdedPriceBand', params });
    else if (share <= OPEN_BAND) opportunities.push({ code: 'openPriceBand', params });
  }
  for (const rule of a.sourcingRules ?? []) weaknesses.push({ code: 'sourcingRule', params: { rule } });
}
