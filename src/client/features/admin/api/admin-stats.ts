import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { AdminStats } from '#server/modules/admin/get-admin-stats.ts';

export type { AdminStats };

export const adminStatsQuery = queryOptions({
  queryKey: ['admin', 'stats'],
  queryFn: () => api.get<AdminStats>('/admin/stats'),
});

export const useAdminStats = () => useQuery(adminStatsQuery);
