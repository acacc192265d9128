/**
 * BSR → monthly units curves, calibrated per marketplace and root category from pairs the data
 * holds, with their error measured on pairs they were not fitted on (docs/estimators.md "Monthly
 * units"). A curve is ln(units) = a − b·ln(rank), fitted by least squares in log-log space.
 *
 * The error is measured by 5-fold cross-validation grouped by product: a product's pairs are all
 * in one fold, so a curve is never judged on the product it learnt from (its pairs are strongly
 * alike from one month to the next). The uncalibrated literature curve is judged on the same
 * held-out pairs: that is the benchmark.
 */

/** One observation of a product: its root-category rank and its monthly units at that time. */
export interface SalesPair {
  /** Identifies the product (pairs of one product stay in one fold). */
  product: string;
  rank: number;
  /** Monthly units: the middle of a badge's bracket, or the seller's own units. */
  units: number;
  source: 'badge' | 'seller_units';
}

/**
 * The (rank, units) pairs of a root category, thinned to at most SAMPLE_PAIRS evenly over the
 * ranks and sorted by rank: kept with each fit so that, where no curve is calibrated, an estimate
 * can still say what products ranked near a rank sold (a labelled range, monthly-units.ts).
 */
export type RankUnitsSample = [rank: number, units: number][];
export const SAMPLE_PAIRS = 400;

export function samplePairs(pairs: { rank: number; units: number }[]): RankUnitsSample {
  const sorted = pairs
    .filter((p) => p.rank > 0 && p.units > 0)
    .map((p): [number, number] => [Math.round(p.rank), Math.round(p.units * 10) / 10])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length <= SAMPLE_PAIRS) return sorted;
  const step = (sorted.length - 1) / (SAMPLE_PAIRS - 1);
  return Array.from({ length: SAMPLE_PAIRS }, (_, i) => sorted[Math.round(i * step)]);
}

export interface PowerLaw {
  a: number;
  b: number;
}

/**
 * Brynjolfsson, Hu & Smith (2003), Amazon books: ln(weekly units) = 10.526 − 0.871·ln(rank); × 4.345
 * weeks per month gives a = 11.995 for monthly units. Never used for an estimate shown to a seller
 * (it was fitted on books in 2003): only as the benchmark a calibrated curve has to beat.
 */
export const LITERATURE_CURVE: PowerLaw = { a: 11.995, b: 0.871 };

/** Measured error of a curve on held-out pairs (percentages, one decimal). */
export interface CurveError {
  heldOutPairs: number;
  /** Median absolute percentage error. */
  medianApe: number;
  /** 80th percentile of the absolute percentage error. */
  p80Ape: number;
}

/** A calibrated curve as stored and shown: the fit, its date and sample, its measured error. */
export interface SalesCurve extends PowerLaw {
  fittedAt: string;
  pairs: number;
  products: number;
  rankMin: number;
  rankMax: number;
  error: CurveError & {
    /** 10th and 90th percentiles of actual ÷ estimated on held-out pairs: the 80 % range. */
    ratioP10: number;
    ratioP90: number;
  };
}

export type NotCalibratedReason =
  | 'too_few_pairs'
  | 'too_few_products'
  | 'narrow_rank_range'
  | 'implausible_slope';

export interface CurveEvaluation {
  pairs: number;
  products: number;
  rankMin: number | null;
  rankMax: number | null;
  /** The calibrated curve, or null with the reason. */
  curve: SalesCurve | null;
  reason: NotCalibratedReason | null;
  /** The literature curve's error on the same held-out pairs (on all pairs when not calibrated). */
  literature: CurveError | null;
}

/** A curve needs this many pairs, from this many products, over a tenfold spread of ranks. */
export const MIN_CALIBRATION_PAIRS = 30;
export const MIN_CALIBRATION_PRODUCTS = 10;
export const MIN_RANK_SPREAD = 10;
/** Published slopes for Amazon lie between about 0.7 and 0.9; outside this a fit is not believed. */
export const SLOPE_RANGE = { min: 0.3, max: 1.5 };
export const FOLDS = 5;

/**
 * Amazon's badge ladder: 50+, 100+, 200+ … 900+, 1K+, 2K+ … 9K+, 10K+, 20K+ … A badge "N+" means at
 * least N and less than the next step; a pair uses the geometric middle of that bracket (the badge
 * itself would bias every curve low). The bracket above the largest step is not known: N itself.
 */
export function badgeBracket(badge: number): { low: number; high: number | null } {
  if (badge < 100) return { low: badge, high: 100 };
  const step = 10 ** Math.floor(Math.log10(badge));
  return { low: badge, high: badge >= 100_000 ? null : badge + step };
}

export function badgeMidpoint(badge: number): number {
  const { low, high } = badgeBracket(badge);
  return high === null ? low : Math.sqrt(low * high);
}

export const unitsAtRank = (rank: number, curve: PowerLaw) => Math.exp(curve.a - curve.b * Math.log(rank));

/** Ordinary least squares of ln(units) on ln(rank); null when the ranks do not vary. */
export function fitPowerLaw(pairs: { rank: number; units: number }[]): PowerLaw | null {
  const points = pairs
    .filter((p) => p.rank > 0 && p.units > 0)
    .map((p) => [Math.log(p.rank), Math.log(p.units)]);
  if (points.length < 2) return null;
  const n = points.length;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
  }
  if (sxx === 0) return null;
  const b = -sxy / sxx;
  return { a: my + b * mx, b };
}

/** Linear-interpolated quantile (q in 0-1) of a non-empty list. */
export function quantile(values: number[], q: number): number {
  const s = [...values].sort((x, y) => x - y);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo] + (s[hi] - s[lo]) * (pos - lo);
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Absolute percentage error of each estimate against its pair's units. */
const apes = (pairs: SalesPair[], curve: PowerLaw) =>
  pairs.map((p) => (Math.abs(unitsAtRank(p.rank, curve) - p.units) / p.units) * 100);

function errorOf(values: number[]): CurveError {
  return {
    heldOutPairs: values.length,
    medianApe: round1(quantile(values, 0.5)),
    p80Ape: round1(quantile(values, 0.8)),
  };
}

/** A stable fold per product (FNV-1a hash of its key), so a refit on the same pairs gives the same error. */
export function foldOf(product: string, folds = FOLDS): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < product.length; i++) {
    h ^= product.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % folds;
}

/**
 * Fits one category's curve and measures it. Held-out estimates come from curves fitted without the
 * fold's products; a fold whose training pairs do not vary in rank is left out of the measure.
 */
export function evaluateSalesCurve(allPairs: SalesPair[], fittedAt: Date): CurveEvaluation {
  const pairs = allPairs.filter((p) => p.rank > 0 && p.units > 0);
  const products = new Set(pairs.map((p) => p.product)).size;
  const ranks = pairs.map((p) => p.rank);
  const rankMin = ranks.length ? Math.min(...ranks) : null;
  const rankMax = ranks.length ? Math.max(...ranks) : null;
  const base = { pairs: pairs.length, products, rankMin, rankMax };
  const notCalibrated = (reason: NotCalibratedReason): CurveEvaluation => ({
    ...base,
    curve: null,
    reason,
    literature: pairs.length ? errorOf(apes(pairs, LITERATURE_CURVE)) : null,
  });
  if (pairs.length < MIN_CALIBRATION_PAIRS) return notCalibrated('too_few_pairs');
  if (products < MIN_CALIBRATION_PRODUCTS) return notCalibrated('too_few_products');
  if ((rankMax as number) < MIN_RANK_SPREAD * (rankMin as number)) return notCalibrated('narrow_rank_range');
  const fit = fitPowerLaw(pairs);
  if (!fit || fit.b < SLOPE_RANGE.min || fit.b > SLOPE_RANGE.max) return notCalibrated('implausible_slope');

  const heldOut: SalesPair[] = [];
  const calibratedApes: number[] = [];
  const ratios: number[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const test = pairs.filter((p) => foldOf(p.product) === fold);
    const foldFit = fitPowerLaw(pairs.filter((p) => foldOf(p.product) !== fold));
    if (!test.length || !foldFit) continue;
    heldOut.push(...test);
    calibratedApes.push(...apes(test, foldFit));
    ratios.push(...test.map((p) => p.units / unitsAtRank(p.rank, foldFit)));
  }
  if (!heldOut.length) return notCalibrated('too_few_products');
  return {
    ...base,
    reason: null,
    curve: {
      a: round3(fit.a),
      b: round3(fit.b),
      fittedAt: fittedAt.toISOString(),
      pairs: pairs.length,
      products,
      rankMin: rankMin as number,
      rankMax: rankMax as number,
      error: {
        ...errorOf(calibratedApes),
        ratioP10: round3(quantile(ratios, 0.1)),
        ratioP90: round3(quantile(ratios, 0.9)),
      },
    },
    literature: errorOf(apes(heldOut, LITERATURE_CURVE)),
  };
}
