import { badgeMidpoint, type SalesCurve, unitsAtRank } from '../estimators/sales-curve.ts';

/**
 * A product's daily sales estimated from its market history when the seller's own sales are absent
 * (docs/toolkit.md "Seasonal trends", "Inventory forecast"): each day's Best Sellers Rank read with
 * its root category's calibrated curve (units a month ÷ 30), else each day's "bought in past month"
 * badge (the middle of its bracket ÷ 30). Sources record histories as step functions — a value holds
 * until the next one — so each day takes the last value known at its end; a rank of "none" or no
 * badge leaves the day out. Estimates, labelled so wherever they are shown.
 */
export type EstimateBasis = 'rank_curve' | 'badge';

export interface HistoryReading {
  at: Date;
  /** null: observed without a rank (no offer); undefined: not observed. */
  rank?: number | null;
  badge?: number | null;
}

export interface EstimatedDailySales {
  basis: EstimateBasis;
  days: { date: string; units: number }[];
}

const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Day by day from the first reading to `until` (or the last reading), the last value of `pick` known then. */
function stepDays(
  readings: HistoryReading[],
  pick: (r: HistoryReading) => number | null | undefined,
  until: Date,
) {
  const points = readings
    .map((r) => ({ t: r.at.getTime(), v: pick(r) }))
    .filter((p): p is { t: number; v: number | null } => p.v !== undefined)
    .sort((a, b) => a.t - b.t);
  const out: { date: string; value: number }[] = [];
  if (!points.length) return out;
  const start = Math.floor(points[0].t / DAY_MS) * DAY_MS;
  const end = Math.min(until.getTime(), points[points.length - 1].t);
  let i = 0;
  let current: number | null = null;
  for (let day = start; day <= end; day += DAY_MS) {
    while (i < points.length && points[i].t < day + DAY_MS) current = points[i++].v;
    if (current !== null && current > 0) out.push({ date: isoDay(day), value: current });
  }
  return out;
}

/**
 * Estimated daily sales: from the ranks with the curve when there is one and ranks were observed,
 * else from the badges; null when the history gives neither.
 */
export function estimatedDailySales(
  readings: HistoryReading[],
  curve: SalesCurve | null,
  until: Date,
): EstimatedDailySales | null {
  if (curve) {
    const ranks = stepDays(readings, (r) => r.rank, until);
    if (ranks.length)
      return {
        basis: 'rank_curve',
        days: ranks.map((d) => ({ date: d.date, units: unitsAtRank(d.value, curve) / 30 })),
      };
  }
  const badges = stepDays(readings, (r) => (r.badge === 0 ? null : r.badge), until);
  if (!badges.length) return null;
  return { basis: 'badge', days: badges.map((d) => ({ date: d.date, units: badgeMidpoint(d.value) / 30 })) };
}
