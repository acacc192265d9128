import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { adminApi } from '#contracts/admin.ts';

export const adminStatsQuery = queryOptions({
  queryKey: ['admin', 'stats'],
  queryFn: () => call(adminApi.stats),
});

export const useAdminStats = () => useQuery(adminStatsQuery);
