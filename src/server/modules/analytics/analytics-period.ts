import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '#contracts/analytics.ts';

const DAY_MS = 86_400_000;

/**
 * The last `days` complete UTC days, ending yesterday: today has no sales data yet (reports and the
 * Amazon sync cover finished days), so counting it would make every period look one day short.
 */
export function periodWindow(period: AnalyticsPeriod, now: Date) {
  const days = ANALYTICS_PERIODS[period];
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const end = new Date(today - DAY_MS).toISOString().slice(0, 10);
  const start = new Date(today - days * DAY_MS).toISOString().slice(0, 10);
  return { key: period, start, end, days };
}

/** Units ordered ÷ sessions, in percent (Amazon's "Unit Session Percentage"); null without sessions. */
export const conversionRate = (units: number, sessions: number) =>
  sessions > 0 ? Math.round((units / sessions) * 10_000) / 100 : null;
