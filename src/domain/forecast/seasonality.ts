/**
 * Monthly seasonal indices from at least one year of daily sales (multiplicative decomposition):
 * 1. fit a least-squares line to the daily series (the trend);
 * 2. for each calendar month, index = Σ sales / Σ trend over that month's days in the history;
 * 3. shrink towards 1 by k = years / (years + 1) — one year of history gives half the observed
 *    effect, because a single year cannot tell a seasonal peak from a one-off;
 * 4. normalise so the day-weighted mean index over a year is 1.
 * With less than 365 days, every index is 1 (no seasonality).
 */
export const MIN_DAYS_FOR_SEASONALITY = 365;

export interface DailyPoint {
  /** Days since 1970-01-01 (UTC). */
  day: number;
  units: number;
}

export const monthOfDay = (day: number) => new Date(day * 86_400_000).getUTCMonth();

export function linearTrend(values: number[]): { intercept: number; slope: number } {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (i - meanX) * (values[i] - meanY);
    sxx += (i - meanX) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { intercept: meanY - slope * meanX, slope };
}

/** Twelve indices (January first); all 1 when the history is shorter than a year. */
export function monthlySeasonalIndices(series: DailyPoint[]): number[] {
  const flat = Array.from({ length: 12 }, () => 1);
  if (series.length < MIN_DAYS_FOR_SEASONALITY) return flat;
  const { intercept, slope } = linearTrend(series.map((p) => p.units));
  const sales = Array.from({ length: 12 }, () => 0);
  const trend = Array.from({ length: 12 }, () => 0);
  const days = Array.from({ length: 12 }, () => 0);
  series.forEach((p, i) => {
    const m = monthOfDay(p.day);
    sales[m] += p.units;
    trend[m] += Math.max(intercept + slope * i, 1e-9);
    days[m] += 1;
  });
  const k = series.length / 365 / (series.length / 365 + 1);
  const raw = sales.map((s, m) => (trend[m] > 0 && days[m] > 0 ? 1 + (s / trend[m] - 1) * k : 1));
  const daysInMonth = [31, 28.25, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const mean = raw.reduce((a, r, m) => a + r * daysInMonth[m], 0) / 365.25;
  return raw.map((r) => (mean > 0 ? r / mean : 1));
}
