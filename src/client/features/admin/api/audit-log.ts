import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { AdminActionView } from '#server/modules/audit/list-admin-actions.ts';

export type { AdminActionView };

export const auditLogQuery = infiniteQueryOptions({
  queryKey: ['admin', 'audit-log'],
  queryFn: ({ pageParam }) =>
    api.get<{ items: AdminActionView[]; nextBefore: number | null }>('/admin/audit-log', {
      query: { limit: 20, before: pageParam ?? undefined },
    }),
  initialPageParam: null as number | null,
  getNextPageParam: (last) => last.nextBefore,
});

export const useAuditLog = () => useInfiniteQuery(auditLogQuery);
