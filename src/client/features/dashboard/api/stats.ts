import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';

export interface DashboardStats {
  trackedProducts: number | null;
  salesThisMonth: number | null;
  averageMargin: number | null;
  monitoredKeywords: number | null;
}

export const dashboardStatsQuery = queryOptions({
  queryKey: ['dashboard', 'stats'],
  queryFn: () => api.get<DashboardStats>('/dashboard/stats'),
});

export const useDashboardStats = () => useQuery(dashboardStatsQuery);
