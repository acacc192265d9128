import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface AdminStats {
  users: number;
  signupsThisMonth: number;
}

export const adminStatsQuery = queryOptions({
  queryKey: ['admin', 'stats'],
  queryFn: () => api.get<AdminStats>('/admin/stats'),
});

export const useAdminStats = () => useQuery(adminStatsQuery);
