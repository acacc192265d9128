/**
 * Opportunity scanner rules (docs/toolkit.md "Opportunity scanner"): a listing is an opportunity
 * when its estimated monthly units reach `minUnits` (high demand), its niche's competition score is
 * at most `maxCompetition` (spec §9: under 40 is good) and its margin reaches `minMarginPercent`:
 * the margin after all of Amazon's fees and the seller's research cost assumption (the middle of its
 * range when the size is unknown), or — when the seller set no cost assumption — the share of the
 * revenue left after Amazon's fees (`marginBasis: 'leftAfterFees'`). Listings whose figures are
 * unknown do not match. Matches are ranked by their opportunity score; the best `SCAN_TOP` are kept.
 */
export interface ScanCriteria {
  minUnits: number;
  maxCompetition: number;
  minMarginPercent: number;
  /** What `minMarginPercent` is measured on (absent on scans from before fees had a cost). */
  marginBasis?: 'margin' | 'leftAfterFees';
}

/** Spec §9: a margin of 20 % is "acceptable". */
export const DEFAULT_SCAN_CRITERIA: ScanCriteria = {
  minUnits: 100,
  maxCompetition: 40,
  minMarginPercent: 20,
};
/** Without a cost assumption: the share left after Amazon's fees (25 % cost + 20 % margin). */
export const DEFAULT_MIN_LEFT_AFTER_FEES_PERCENT = 45;
export const SCAN_TOP = 25;

export interface ScanFigures {
  units: number | null;
  competition: number | null;
  marginPercent: number | null;
}

export const matchesScan = (f: ScanFigures, c: ScanCriteria) =>
  f.units !== null &&
  f.units >= c.minUnits &&
  f.competition !== null &&
  f.competition <= c.maxCompetition &&
  f.marginPercent !== null &&
  f.marginPercent >= c.minMarginPercent;

/** The best `limit` hits of both lists by score (ties: the lower product id first), one per product. */
export function mergeTopHits<T extends { productId: number; score: number }>(
  a: T[],
  b: T[],
  limit = SCAN_TOP,
): T[] {
  const byId = new Map<number, T>();
  for (const h of [...a, ...b]) byId.set(h.productId, h);
  return [...byId.values()].sort((x, y) => y.score - x.score || x.productId - y.productId).slice(0, limit);
}
