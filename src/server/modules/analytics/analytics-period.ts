import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '#contracts/analytics.ts';

/** The last `days` UTC days up to today, inclusive. */
export function periodWindow(period: AnalyticsPeriod, now: Date) {
  const days = ANALYTICS_PERIODS[period];
  const end = now.toISOString().slice(0, 10);
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { key: period, start, end, days };
}

/** Units ordered ÷ sessions, in percent (Amazon's "Unit Session Percentage"); null without sessions. */
export const conversionRate = (units: number, sessions: number) =>
  sessions > 0 ? Math.round((units / sessions) * 10_000) / 100 : null;
