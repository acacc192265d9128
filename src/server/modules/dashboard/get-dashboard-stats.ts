import { type DashboardStatKey, type StatContext, statSources } from './stat-sources.ts';

export type DashboardStats = Record<DashboardStatKey, number | null>;

const KEYS: DashboardStatKey[] = ['trackedProducts', 'salesThisMonth', 'averageMargin', 'monitoredKeywords'];

export async function getDashboardStats(ctx: StatContext): Promise<DashboardStats> {
  const values = await Promise.all(KEYS.map((key) => statSources[key]?.(ctx) ?? Promise.resolve(null)));
  return Object.fromEntries(KEYS.map((key, i) => [key, values[i]])) as DashboardStats;
}
