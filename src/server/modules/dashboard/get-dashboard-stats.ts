import { DASHBOARD_STAT_KEYS, type DashboardStats } from '#contracts/dashboard.ts';
import { type StatContext, statSources } from './stat-sources.ts';

export async function getDashboardStats(ctx: StatContext): Promise<DashboardStats> {
  const values = await Promise.all(
    DASHBOARD_STAT_KEYS.map((key) => statSources[key]?.(ctx) ?? Promise.resolve(null)),
  );
  return Object.fromEntries(DASHBOARD_STAT_KEYS.map((key, i) => [key, values[i]])) as DashboardStats;
}
