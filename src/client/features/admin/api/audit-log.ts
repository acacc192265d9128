import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminActionView } from '../../../../server/modules/audit/list-admin-actions.ts';
import { api } from '../../../lib/api-client.ts';

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
