import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { dashboardApi } from '#contracts/dashboard.ts';

export const dashboardStatsQuery = queryOptions({
  queryKey: ['dashboard', 'stats'],
  queryFn: () => call(dashboardApi.stats),
});

export const useDashboardStats = () => useQuery(dashboardStatsQuery);
