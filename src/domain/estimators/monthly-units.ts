import { quantile, type RankUnitsSample, type SalesCurve, unitsAtRank } from './sales-curve.ts';

/**
 * Monthly unit sales of a listing (docs/estimators.md "Monthly units"): one answer per product,
 * the same on every page, in the CLI and in the stored figures.
 * 1. Best Sellers Rank with the root category's calibrated curve (sales-curve.ts): an estimate with
 *    its 80 % range and measured error — never below a known badge (badges are lower bounds);
 * 2. otherwise Amazon's "N+ bought in past month" badge, a lower bound ("1,000+");
 * 3. no badge shown (badge column 0): fewer than the smallest badge (50), not zero;
 * 4. a rank without a calibrated curve: a labelled range with its basis — what the products ranked
 *    near it in the same category sold (observed pairs), else what that rank means on the
 *    marketplace's calibrated curves of other categories — never a point estimate, never the
 *    uncalibrated literature curve; with neither, "not enough data to estimate";
 * 5. otherwise unknown — never a made-up figure.
 */
export type { RankUnitsSample, SalesCurve } from './sales-curve.ts';

/** Amazon shows no badge below 50 purchases a month (the smallest badge in the data). */
export const SMALLEST_BADGE = 50;

export type UnitsEstimate =
  | { method: 'badge'; lowerBound: number }
  | { method: 'no_badge'; upperBound: number }
  | {
      method: 'bsr';
      units: number;
      /** 80 % of held-out pairs fell in this range (never below the badge). */
      range: { low: number; high: number };
      rank: number;
      curve: SalesCurve;
      /** The badge the estimate was checked against (it is never lower), null without one. */
      atLeast: number | null;
      /** The rank lies outside the ranks the curve was fitted on. */
      outsideFittedRanks: boolean;
    }
  | {
      method: 'rank_range';
      rank: number;
      /** Monthly units, from the basis below (a range, never a point). */
      low: number;
      high: number;
      /**
       * nearby_pairs: `count` observed (rank, units) pairs of the same category with ranks between
       * rankLow and rankHigh; other_categories: the calibrated curves of `count` other root categories
       * of the marketplace at this rank, with their 80 % ranges.
       */
      basis: 'nearby_pairs' | 'other_categories';
      count: number;
      rankLow: number | null;
      rankHigh: number | null;
    }
  | { method: 'no_curve'; rank: number }
  | { method: 'unknown' };

export function estimateMonthlyUnits(input: {
  boughtLastMonth: number | null | undefined;
  bestSellersRank: number | null | undefined;
  /** The root category's calibrated curve; null when it has none. */
  curve?: SalesCurve | null;
  /** The root category's observed pairs (its last fit's sample), for a range without a curve. */
  nearby?: RankUnitsSample | null;
  /** The calibrated curves of the marketplace's other root categories. */
  otherCurves?: SalesCurve[] | null;
}): UnitsEstimate {
  const badge = input.boughtLastMonth;
  const hasBadge = badge !== null && badge !== undefined && badge > 0;
  const rank = input.bestSellersRank;
  if (rank !== null && rank !== undefined && rank > 0 && input.curve) {
    const estimate = rankEstimate(rank, input.curve);
    if (!hasBadge) return estimate;
    // A badge is a lower bound: a rank estimate under it is wrong, the badge says more.
    if (estimate.units >= badge)
      return {
        ...estimate,
        atLeast: badge,
        range: { ...estimate.range, low: Math.max(badge, estimate.range.low) },
      };
  }
  if (hasBadge) return { method: 'badge', lowerBound: badge };
  if (badge === 0) return { method: 'no_badge', upperBound: SMALLEST_BADGE - 1 };
  if (rank !== null && rank !== undefined && rank > 0)
    return (
      nearbyRange(rank, input.nearby) ??
      otherCurvesRange(rank, input.otherCurves) ?? { method: 'no_curve', rank }
    );
  return { method: 'unknown' };
}

/** A range needs this many observed pairs near the rank. */
export const MIN_NEARBY_PAIRS = 5;
/** Pairs within this factor of the rank count as near it (then twice as wide, once). */
const NEAR_FACTOR = 2;

type RankRange = Extract<UnitsEstimate, { method: 'rank_range' }>;

/**
 * What the category's products ranked near `rank` sold: the 10th-90th percentiles of the units of
 * its observed pairs within ×/÷ 2 of the rank (×/÷ 4 when fewer than 5 are there; the lowest and
 * highest under 10 pairs).
 */
function nearbyRange(rank: number, sample: RankUnitsSample | null | undefined): RankRange | null {
  if (!sample?.length) return null;
  for (const factor of [NEAR_FACTOR, NEAR_FACTOR ** 2]) {
    const near = sample.filter(([r]) => r >= rank / factor && r <= rank * factor);
    if (near.length < MIN_NEARBY_PAIRS) continue;
    const units = near.map(([, u]) => u);
    const few = units.length < 10;
    return {
      method: 'rank_range',
      rank,
      low: Math.round(few ? Math.min(...units) : quantile(units, 0.1)),
      high: Math.round(few ? Math.max(...units) : quantile(units, 0.9)),
      basis: 'nearby_pairs',
      count: near.length,
      rankLow: Math.min(...near.map(([r]) => r)),
      rankHigh: Math.max(...near.map(([r]) => r)),
    };
  }
  return null;
}

/** What `rank` means on the other categories' calibrated curves: their lowest to highest 80 % bounds. */
function otherCurvesRange(rank: number, curves: SalesCurve[] | null | undefined): RankRange | null {
  if (!curves?.length) return null;
  const lows = curves.map((c) => unitsAtRank(rank, c) * c.error.ratioP10);
  const highs = curves.map((c) => unitsAtRank(rank, c) * c.error.ratioP90);
  return {
    method: 'rank_range',
    rank,
    low: Math.round(Math.min(...lows)),
    high: Math.round(Math.max(...highs)),
    basis: 'other_categories',
    count: curves.length,
    rankLow: null,
    rankHigh: null,
  };
}

function rankEstimate(rank: number, curve: SalesCurve): Extract<UnitsEstimate, { method: 'bsr' }> {
  const exact = unitsAtRank(rank, curve);
  return {
    method: 'bsr',
    units: Math.round(exact),
    range: { low: Math.round(exact * curve.error.ratioP10), high: Math.round(exact * curve.error.ratioP90) },
    rank,
    curve,
    atLeast: null,
    outsideFittedRanks: rank < curve.rankMin || rank > curve.rankMax,
  };
}

/**
 * The single number used to filter and sort ("at least" for a badge, 0 below the badge threshold);
 * null when unknown or not estimable.
 */
export function unitsFigure(e: UnitsEstimate): number | null {
  switch (e.method) {
    case 'badge':
      return e.lowerBound;
    case 'bsr':
      return e.units;
    case 'no_badge':
      return 0;
    default:
      return null;
  }
}

/**
 * Revenue = units × price, with the same qualifier as the units: at least (badge), about (rank),
 * below (no badge). Null when units or price are unknown.
 */
export type RevenueEstimate = { kind: 'at_least' | 'about' | 'below'; cents: number } | null;

export function estimateMonthlyRevenue(
  units: UnitsEstimate,
  priceCents: number | null | undefined,
): RevenueEstimate {
  if (!priceCents || priceCents <= 0) return null;
  switch (units.method) {
    case 'badge':
      return { kind: 'at_least', cents: units.lowerBound * priceCents };
    case 'bsr':
      return { kind: 'about', cents: units.units * priceCents };
    case 'no_badge':
      return { kind: 'below', cents: (units.upperBound + 1) * priceCents };
    default:
      return null;
  }
}
