/**
 * Trend of a figure over its history (docs/estimators.md "Trend"): the change between the oldest
 * and the newest observation of the window, when they are at least MIN_SPAN_DAYS apart. ±10 % or
 * less is flat. For ranks, lower is better: pass `higherIsBetter: false`.
 */
export type TrendDirection = 'up' | 'down' | 'flat';
export interface TrendEstimate {
  direction: TrendDirection;
  /** Relative change of the figure in percent (positive = the figure grew). */
  changePercent: number;
  fromDate: Date;
  toDate: Date;
}

export const MIN_SPAN_DAYS = 7;
export const FLAT_BAND_PERCENT = 10;

export function estimateTrend(
  points: { at: Date; value: number | null }[],
  options: { higherIsBetter?: boolean } = {},
): TrendEstimate | null {
  const known = points
    .filter((p): p is { at: Date; value: number } => p.value !== null && Number.isFinite(p.value))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (known.length < 2) return null;
  const first = known[0];
  const last = known[known.length - 1];
  if (last.at.getTime() - first.at.getTime() < MIN_SPAN_DAYS * 86_400_000) return null;
  if (first.value === 0) return null;
  const change = ((last.value - first.value) / Math.abs(first.value)) * 100;
  const better = options.higherIsBetter === false ? -change : change;
  const direction: TrendDirection =
    Math.abs(change) <= FLAT_BAND_PERCENT ? 'flat' : better > 0 ? 'up' : 'down';
  return { direction, changePercent: Math.round(change * 10) / 10, fromDate: first.at, toDate: last.at };
}
