/**
 * Supplier lead time as typed in the form: "14-21" (a range of days) or "14". The mean is the
 * midpoint; the range is read as ±2 standard deviations (σ = (max − min) / 4).
 */
export interface LeadTime {
  minDays: number;
  maxDays: number;
  meanDays: number;
  sdDays: number;
}

export const DEFAULT_LEAD_TIME = '14-21';
export const MAX_LEAD_TIME_DAYS = 365;

/** null when the text is not "N" or "N-M" with 0 < N ≤ M ≤ 365. */
export function parseLeadTime(text: string): LeadTime | null {
  const m = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$/.exec(text);
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : Number(m[2]);
  if (min < 1 || max < min || max > MAX_LEAD_TIME_DAYS) return null;
  return { minDays: min, maxDays: max, meanDays: (min + max) / 2, sdDays: (max - min) / 4 };
}
