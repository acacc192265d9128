/**
 * A product's history as charts draw it (docs/tracking.md "History"): every observation a source
 * sent is stored, and a chart over any range gets the whole series of that range, thinned to a
 * few hundred points that keep each bucket's lowest and highest values — so a price drop or a rank
 * spike of one day survives, and a 30-day window of a stale product still shows its own data.
 */

const DAY_MS = 86_400_000;

/** A newest observation older than this makes a short window end at it rather than today. */
export const STALE_HISTORY_MS = DAY_MS;

export interface HistoryWindow {
  /** First and last instant of the window (ISO); from is null for "everything". */
  from: string | null;
  to: string;
  /** The window ends at the newest observation, not today, because the data is older than a day. */
  endsAtNewest: boolean;
  /** The newest observation of the product (null: none). */
  newestAt: string | null;
}

/**
 * The window a chart of `days` shows (0: everything): the days before now, or — when the newest
 * observation is older than a day (a stale product, a sample answer from months ago) — the days
 * before that observation, said so (`endsAtNewest`), so "30 days" never reads "no observation"
 * while the product has data.
 */
export function historyWindow(o: { days: number; now: Date; newestAt: Date | null }): HistoryWindow {
  const stale = o.newestAt !== null && o.now.getTime() - o.newestAt.getTime() > STALE_HISTORY_MS;
  const end = stale && o.newestAt ? o.newestAt : o.now;
  return {
    from: o.days > 0 ? new Date(end.getTime() - o.days * DAY_MS).toISOString() : null,
    to: end.toISOString(),
    endsAtNewest: stale && o.days > 0,
    newestAt: o.newestAt?.toISOString() ?? null,
  };
}

/** Points of a chart are kept under this (each bucket keeps up to 2 per series). */
export const CHART_MAX_POINTS = 600;

/**
 * Thins a time series to at most `maxPoints` points: the time span is cut into equal buckets, and
 * each keeps, for every series named in `keys`, the point with its lowest and its highest value
 * (min/max per bucket), plus the bucket's first and last points, in time order and each once. The
 * buckets are made finer (doubled) while the result stays within half the budget, so a history
 * dense in one period and sparse in another still uses its points. A series of at most `maxPoints`
 * is returned whole. Nulls are not values: a bucket where a series is unknown keeps nothing for it.
 */
export function downsampleSeries<T extends { t: number }>(
  points: T[],
  keys: (keyof T)[],
  maxPoints = CHART_MAX_POINTS,
): T[] {
  if (points.length <= maxPoints) return points;
  let buckets = Math.max(1, Math.floor(maxPoints / (2 + 2 * keys.length)));
  let best = pick(points, keys, buckets);
  for (let i = 0; i < 12 && best.length <= maxPoints / 2 && buckets < points.length; i++) {
    buckets *= 2;
    const finer = pick(points, keys, buckets);
    if (finer.length > maxPoints) break;
    best = finer;
  }
  return best.map((i) => points[i]);
}

/** The indices min/max per bucket keeps with `buckets` equal time buckets, in order. */
function pick<T extends { t: number }>(points: T[], keys: (keyof T)[], buckets: number): number[] {
  const first = points[0].t;
  const span = points[points.length - 1].t - first || 1;
  const chosen = new Set<number>();
  let start = 0;
  for (let b = 0; b < buckets && start < points.length; b++) {
    const limit = first + (span * (b + 1)) / buckets;
    let end = start;
    while (end < points.length && (points[end].t <= limit || b === buckets - 1)) end++;
    if (end === start) continue;
    chosen.add(start).add(end - 1);
    for (const key of keys) {
      let lo = -1;
      let hi = -1;
      for (let i = start; i < end; i++) {
        const v = points[i][key];
        if (typeof v !== 'number') continue;
        if (lo < 0 || v < (points[lo][key] as number)) lo = i;
        if (hi < 0 || v > (points[hi][key] as number)) hi = i;
      }
      if (lo >= 0) chosen.add(lo).add(hi);
    }
    start = end;
  }
  return [...chosen].sort((a, b) => a - b);
}
