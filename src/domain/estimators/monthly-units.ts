import { type SalesCurve, unitsAtRank } from './sales-curve.ts';

/**
 * Monthly unit sales of a listing (docs/estimators.md "Monthly units"): one answer per product,
 * the same on every page, in the CLI and in the stored figures.
 * 1. Best Sellers Rank with the root category's calibrated curve (sales-curve.ts): an estimate with
 *    its 80 % range and measured error — never below a known badge (badges are lower bounds);
 * 2. otherwise Amazon's "N+ bought in past month" badge, a lower bound ("1,000+");
 * 3. no badge shown (badge column 0): fewer than the smallest badge (50), not zero;
 * 4. a rank without a calibrated curve: "not enough data to estimate" — never a number from
 *    another category's curve or from the uncalibrated literature curve;
 * 5. otherwise unknown — never a made-up figure.
 */
export type { SalesCurve } from './sales-curve.ts';

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
  | { method: 'no_curve'; rank: number }
  | { method: 'unknown' };

export function estimateMonthlyUnits(input: {
  boughtLastMonth: number | null | undefined;
  bestSellersRank: number | null | undefined;
  /** The root category's calibrated curve; null when it has none. */
  curve?: SalesCurve | null;
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
  if (rank !== null && rank !== undefined && rank > 0) return { method: 'no_curve', rank };
  return { method: 'unknown' };
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
