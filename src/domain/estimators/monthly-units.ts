/**
 * Monthly unit sales of a listing (docs/estimators.md "Monthly units"), in this order:
 * 1. Amazon's "N+ bought in past month" badge: a lower bound ("1,000+"), refreshed daily by Amazon;
 * 2. no badge shown (badge column 0): fewer than the smallest badge (50), not zero;
 * 3. the Best Sellers Rank with a power law ln(units) = a - b·ln(rank) (department curve when
 *    calibrated from the catalog, else the literature default);
 * 4. otherwise unknown — never a made-up figure.
 */
export interface SalesCurve {
  a: number;
  b: number;
  /** 'literature' (the default below) or 'calibrated' from n listings having both badge and rank. */
  source: 'literature' | 'calibrated';
  n?: number;
}

/**
 * Brynjolfsson, Hu & Smith (2003), Amazon books: ln(weekly units) = 10.526 - 0.871·ln(rank);
 * × 4.345 weeks per month gives a = 10.526 + ln(4.345) = 11.995 for monthly units.
 */
export const LITERATURE_CURVE: SalesCurve = { a: 11.995, b: 0.871, source: 'literature' };

/** Amazon shows no badge below 50 purchases a month (the smallest badge in the data). */
export const SMALLEST_BADGE = 50;

export type UnitsEstimate =
  | { method: 'badge'; lowerBound: number }
  | { method: 'no_badge'; upperBound: number }
  | { method: 'bsr'; units: number; rank: number; curve: SalesCurve }
  | { method: 'unknown' };

export function estimateMonthlyUnits(input: {
  boughtLastMonth: number | null | undefined;
  bestSellersRank: number | null | undefined;
  curve?: SalesCurve | null;
}): UnitsEstimate {
  const badge = input.boughtLastMonth;
  if (badge !== null && badge !== undefined && badge > 0) return { method: 'badge', lowerBound: badge };
  const rank = input.bestSellersRank;
  if (rank !== null && rank !== undefined && rank > 0) {
    const curve = input.curve ?? LITERATURE_CURVE;
    return { method: 'bsr', units: unitsFromRank(rank, curve), rank, curve };
  }
  if (badge === 0) return { method: 'no_badge', upperBound: SMALLEST_BADGE - 1 };
  return { method: 'unknown' };
}

export const unitsFromRank = (rank: number, curve: SalesCurve) =>
  Math.max(0, Math.round(Math.exp(curve.a - curve.b * Math.log(rank))));

/**
 * The single number used to filter and sort ("at least" for a badge, 0 below the badge threshold);
 * null when unknown.
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

/**
 * Least-squares fit of ln(units) = a - b·ln(rank) on listings with both a badge and a rank. The
 * badge is a lower bound, so the fitted curve is conservative. Needs MIN_CALIBRATION_PAIRS pairs
 * over at least a tenfold spread of ranks and a slope within [0.3, 1.5]; otherwise null.
 */
export const MIN_CALIBRATION_PAIRS = 30;

export function fitSalesCurve(pairs: { rank: number; units: number }[]): SalesCurve | null {
  const points = pairs
    .filter((p) => p.rank > 0 && p.units > 0)
    .map((p) => [Math.log(p.rank), Math.log(p.units)]);
  if (points.length < MIN_CALIBRATION_PAIRS) return null;
  const xs = points.map((p) => p[0]);
  if (Math.max(...xs) - Math.min(...xs) < Math.log(10)) return null;
  const n = points.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
  }
  const slope = sxy / sxx;
  const b = -slope;
  if (!Number.isFinite(b) || b < 0.3 || b > 1.5) return null;
  const a = my + b * mx;
  return { a: Math.round(a * 1000) / 1000, b: Math.round(b * 1000) / 1000, source: 'calibrated', n };
}
