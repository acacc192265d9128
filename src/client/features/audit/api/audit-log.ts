import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { auditLogApi } from '#contracts/audit.ts';

export const auditLogQuery = infiniteQueryOptions({
  queryKey: ['admin', 'audit-log'],
  queryFn: ({ pageParam }) =>
    call(auditLogApi.list, { query: { limit: 20, before: pageParam ?? undefined } }),
  initialPageParam: null as number | null,
  getNextPageParam: (last) => last.nextBefore,
});

export const useAuditLog = () => useInfiniteQuery(auditLogQuery);
