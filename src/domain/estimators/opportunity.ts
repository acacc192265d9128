import { type UnitsEstimate, unitsFigure } from './monthly-units.ts';

/**
 * Opportunity ("AI score") out of 100 (docs/estimators.md "Opportunity score"): a weighted mean of
 * five 0-100 components. A component whose input is unknown is left out and the weights of the
 * others are renormalised; with fewer than MIN_OPPORTUNITY_INPUTS known inputs the score is absent
 * (null), never guessed. The breakdown (which inputs were used) is returned so the page can explain it.
 */
export type OpportunityComponentKey = 'demand' | 'competition' | 'margin' | 'priceBand' | 'ratingGap';

export interface OpportunityComponent {
  key: OpportunityComponentKey;
  /** Share of the score when every input is known (sums to 1). */
  weight: number;
  /** 0-100, null when the input is unknown (left out). */
  score: number | null;
}

export interface OpportunityEstimate {
  /** 0-100; null when fewer than MIN_OPPORTUNITY_INPUTS inputs are known. */
  score: number | null;
  components: OpportunityComponent[];
}

export const OPPORTUNITY_WEIGHTS: Record<OpportunityComponentKey, number> = {
  demand: 0.3,
  competition: 0.25,
  margin: 0.15,
  priceBand: 0.15,
  ratingGap: 0.15,
};

/** With fewer known inputs than this the score would rest on too little: it is absent (null). */
export const MIN_OPPORTUNITY_INPUTS = 3;

/** 1 unit/month → 0, 5,000 or more → 100 (log scale); below the badge threshold scores 10. */
export const DEMAND_SATURATION = 5000;
export const NO_BADGE_DEMAND_SCORE = 10;
/** Price band (major currency units): 100 inside [15, 50], falling to 0 at 5 and at 150 (log scale). */
export const PRICE_SWEET_SPOT = { low: 15, high: 50, floor: 5, ceiling: 150 };
/**
 * Share of the revenue left after all of Amazon's fees (fulfilment included; no product cost): 50 %
 * or less → 0, 85 % or more → 100. The component keeps its key `margin` in the API.
 */
export const MARGIN_RANGE = { low: 50, high: 85 };
/** Leaders rated 4.7+ leave no gap (0); 4.0 or less a full one (100). */
export const RATING_GAP_RANGE = { full: 4.0, none: 4.7 };

const clamp100 = (x: number) => Math.round(Math.min(100, Math.max(0, x)));

export function demandScore(units: UnitsEstimate): number | null {
  if (units.method === 'unknown') return null;
  if (units.method === 'no_badge') return NO_BADGE_DEMAND_SCORE;
  const n = unitsFigure(units) ?? 0;
  if (n <= 1) return 0;
  return clamp100((Math.log10(n) / Math.log10(DEMAND_SATURATION)) * 100);
}

export function priceBandScore(priceMajor: number | null): number | null {
  if (priceMajor === null || priceMajor <= 0) return null;
  const { low, high, floor, ceiling } = PRICE_SWEET_SPOT;
  if (priceMajor >= low && priceMajor <= high) return 100;
  if (priceMajor < low) return clamp100((Math.log(priceMajor / floor) / Math.log(low / floor)) * 100);
  return clamp100((Math.log(ceiling / priceMajor) / Math.log(ceiling / high)) * 100);
}

export function estimateOpportunity(input: {
  units: UnitsEstimate;
  /** 0-100 competition score of the niche; null when unknown. */
  competitionScore: number | null;
  /** Percent of the revenue left after Amazon's fees (estimate-fees.ts); null without a price. */
  leftAfterFeesPercent: number | null;
  /** Price in major units of its currency; null when unknown. */
  priceMajor: number | null;
  /** Average rating of the niche's leaders; null when unknown. */
  leadersAverageRating: number | null;
}): OpportunityEstimate {
  const scores: Record<OpportunityComponentKey, number | null> = {
    demand: demandScore(input.units),
    competition: input.competitionScore === null ? null : clamp100(100 - input.competitionScore),
    margin:
      input.leftAfterFeesPercent === null
        ? null
        : clamp100(
            ((input.leftAfterFeesPercent - MARGIN_RANGE.low) / (MARGIN_RANGE.high - MARGIN_RANGE.low)) * 100,
          ),
    priceBand: priceBandScore(input.priceMajor),
    ratingGap:
      input.leadersAverageRating === null
        ? null
        : clamp100(
            ((RATING_GAP_RANGE.none - input.leadersAverageRating) /
              (RATING_GAP_RANGE.none - RATING_GAP_RANGE.full)) *
              100,
          ),
  };
  const components = (Object.keys(OPPORTUNITY_WEIGHTS) as OpportunityComponentKey[]).map((key) => ({
    key,
    weight: OPPORTUNITY_WEIGHTS[key],
    score: scores[key],
  }));
  const known = components.filter((c) => c.score !== null);
  const weight = known.reduce((s, c) => s + c.weight, 0);
  const score =
    known.length < MIN_OPPORTUNITY_INPUTS
      ? null
      : clamp100(known.reduce((s, c) => s + c.weight * (c.score as number), 0) / weight);
  return { score, components };
}
