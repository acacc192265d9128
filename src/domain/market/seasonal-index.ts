/**
 * Seasonal index by calendar month from a demand history (docs/toolkit.md "Seasonal trends").
 * Each observation is a 30-day demand figure (Amazon's "bought in past month" badge, or a unit
 * estimate) observed at a date; it describes the 30 days before that date, so it is assigned to the
 * month of (date − 15 days). Per calendar month (YYYY-MM): the mean of its observations. Per month of
 * the year: the mean of those monthly means over the years. index = month mean / mean of the 12
 * month means × 100. All 12 months of the year must be covered, else "not enough history".
 */
export const MONTHS_NEEDED = 12;
/** A month at or above 110 is a peak, at or below 90 a low. */
export const PEAK_INDEX = 110;
export const LOW_INDEX = 90;
const HALF_MONTH_MS = 15 * 86_400_000;

export interface DemandObservation {
  observedAt: Date;
  demand: number;
}

export type SeasonalResult =
  | {
      status: 'ok';
      /** Index per month, January first (100 = an average month). */
      indices: number[];
      peakMonths: number[];
      lowMonths: number[];
      monthsCovered: number;
      observations: number;
      firstMonth: string;
      lastMonth: string;
    }
  | { status: 'notEnoughHistory'; monthsCovered: number; monthsNeeded: number; observations: number };

export function monthlySeasonalIndex(observations: DemandObservation[]): SeasonalResult {
  const valid = observations.filter((o) => Number.isFinite(o.demand) && o.demand >= 0);
  const byMonth = new Map<string, number[]>();
  for (const o of valid) {
    const d = new Date(o.observedAt.getTime() - HALF_MONTH_MS);
    const key = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    byMonth.set(key, [...(byMonth.get(key) ?? []), o.demand]);
  }
  const perMonthOfYear: number[][] = Array.from({ length: 12 }, () => []);
  for (const [key, values] of byMonth) {
    const month = Number(key.slice(5, 7)) - 1;
    perMonthOfYear[month].push(values.reduce((a, b) => a + b, 0) / values.length);
  }
  const covered = perMonthOfYear.filter((v) => v.length > 0).length;
  if (covered < MONTHS_NEEDED)
    return {
      status: 'notEnoughHistory',
      monthsCovered: covered,
      monthsNeeded: MONTHS_NEEDED,
      observations: valid.length,
    };
  const means = perMonthOfYear.map((v) => v.reduce((a, b) => a + b, 0) / v.length);
  const overall = means.reduce((a, b) => a + b, 0) / 12;
  const indices = means.map((m) => (overall > 0 ? Math.round((m / overall) * 1000) / 10 : 100));
  const keys = [...byMonth.keys()].sort();
  return {
    status: 'ok',
    indices,
    peakMonths: indices.flatMap((v, i) => (v >= PEAK_INDEX ? [i + 1] : [])),
    lowMonths: indices.flatMap((v, i) => (v <= LOW_INDEX ? [i + 1] : [])),
    monthsCovered: covered,
    observations: valid.length,
    firstMonth: keys[0],
    lastMonth: keys[keys.length - 1],
  };
}
