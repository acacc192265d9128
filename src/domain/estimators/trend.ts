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
/** History window of a product's sales trend: the 90 days before its latest observation. */
export const TREND_WINDOW_DAYS = 90;

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

/** Why a history gives no trend (the product dialog says it instead of a bare "—"). */
export type TrendGap =
  | { reason: 'one_observation'; at: Date }
  | { reason: 'too_close'; observations: number; spanDays: number }
  | { reason: 'no_figure' }
  | { reason: 'from_zero' };

/**
 * Why `estimateTrend` finds no trend in a product's sales observations of the window (the 90 days
 * before the newest one); null when it would find one.
 */
export function trendGap(points: { at: Date; value: number | null }[]): TrendGap | null {
  if (points.length === 0) return { reason: 'no_figure' };
  const newest = Math.max(...points.map((p) => p.at.getTime()));
  const inWindow = points.filter((p) => p.at.getTime() >= newest - TREND_WINDOW_DAYS * 86_400_000);
  const known = inWindow
    .filter((p) => p.value !== null && Number.isFinite(p.value))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (known.length === 0) return { reason: 'no_figure' };
  if (known.length === 1) return { reason: 'one_observation', at: known[0].at };
  const spanDays = (known[known.length - 1].at.getTime() - known[0].at.getTime()) / 86_400_000;
  if (spanDays < MIN_SPAN_DAYS)
    return { reason: 'too_close', observations: known.length, spanDays: Math.round(spanDays) };
  if (known[0].value === 0) return { reason: 'from_zero' };
  return null;
}
