/**
 * Opportunity scanner rules (docs/toolkit.md "Opportunity scanner"): a listing is an opportunity
 * when its estimated monthly units reach `minUnits` (high demand), its niche's competition score is
 * at most `maxCompetition` (spec §9: under 40 is good) and the share of its price left after Amazon's
 * referral fee reaches `minMarginPercent`; listings whose figures are unknown do not match. Matches
 * are ranked by their opportunity score (research estimators); the best `SCAN_TOP` are kept.
 */
export interface ScanCriteria {
  minUnits: number;
  maxCompetition: number;
  minMarginPercent: number;
}

export const DEFAULT_SCAN_CRITERIA: ScanCriteria = {
  minUnits: 100,
  maxCompetition: 40,
  minMarginPercent: 80,
};
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
