/**
 * The two windows a monthly comparison reads. A month in progress is compared up to its last
 * complete day (today has no sales data yet), with the same number of days from the start of the
 * previous month, so that 23 days are never set against a full month. When the previous month is
 * shorter than the days compared (31 days of March against February's 28), its counts are scaled
 * to the same length at their daily rate, and the report says so.
 */
const DAY_MS = 86_400_000;

export interface ComparedPeriods {
  /** This month's window: [from, to), complete UTC days. */
  from: Date;
  to: Date;
  /** The previous month's window: [previousFrom, previousTo). */
  previousFrom: Date;
  previousTo: Date;
  days: number;
  previousDays: number;
  /** The month is not over: its window ends at the start of today. */
  monthToDate: boolean;
}

/**
 * `through: 'yesterday'` (reports) stops at the last complete day; `'today'` (a consultation asked
 * now about what the seller did so far) includes today and as many days of the previous month.
 */
export function comparedPeriods(
  year: number,
  month: number,
  now: Date,
  through: 'yesterday' | 'today' = 'yesterday',
): ComparedPeriods {
  const from = new Date(Date.UTC(year, month - 1, 1));
  const monthEnd = new Date(Date.UTC(year, month, 1));
  const lastDay = through === 'today' ? now.getUTCDate() + 1 : now.getUTCDate();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), lastDay));
  const to = new Date(Math.max(from.getTime(), Math.min(monthEnd.getTime(), today.getTime())));
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  const previousFrom = new Date(Date.UTC(year, month - 2, 1));
  const previousMonthDays = Math.round((from.getTime() - previousFrom.getTime()) / DAY_MS);
  const previousDays = Math.min(days, previousMonthDays);
  const previousTo = new Date(previousFrom.getTime() + previousDays * DAY_MS);
  return { from, to, previousFrom, previousTo, days, previousDays, monthToDate: to < monthEnd };
}

/** A count of the previous window at the length of this month's window (same daily rate). */
export function atSameLength(count: number, p: Pick<ComparedPeriods, 'days' | 'previousDays'>): number {
  if (p.previousDays === p.days || p.previousDays === 0) return count;
  return Math.round((count * p.days) / p.previousDays);
}

/** The last day of a [from, to) window of whole days, as YYYY-MM-DD (the window must not be empty). */
export const lastDayOf = (to: Date) => new Date(to.getTime() - DAY_MS).toISOString().slice(0, 10);
