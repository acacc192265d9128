import * as z from 'zod/mini';
import { defineApi } from './define.ts';

/** The figures at the top of the dashboard; null when the user has nothing to count yet. */
export const DASHBOARD_STAT_KEYS = [
  'trackedProducts',
  'salesThisMonth',
  'averageMargin',
  'monitoredKeywords',
] as const;
export type DashboardStatKey = (typeof DASHBOARD_STAT_KEYS)[number];

export const dashboardStats = z.object({
  trackedProducts: z.nullable(z.number()),
  salesThisMonth: z.nullable(z.number()),
  averageMargin: z.nullable(z.number()),
  monitoredKeywords: z.nullable(z.number()),
});
export type DashboardStats = z.output<typeof dashboardStats>;

export const dashboardApi = defineApi('/dashboard', {
  stats: { method: 'GET', path: '/stats', response: dashboardStats },
});
