import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanId, QuotaKind } from '../../../../domain/plans.ts';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../auth/api/session.ts';

export interface Usage {
  plan: PlanId;
  resetsAt: string;
  quotas: Record<QuotaKind, { used: number; limit: number }>;
}

export const usageQuery = queryOptions({
  queryKey: ['usage'],
  queryFn: () => api.get<Usage>('/usage'),
});

export const useUsage = () => useQuery(usageQuery);

/** The signed-in user's current plan ('free' while unknown or signed out). */
export function usePlan(): { plan: PlanId; isLoading: boolean } {
  const { user } = useSession();
  const query = useQuery({ ...usageQuery, enabled: !!user });
  return { plan: query.data?.plan ?? 'free', isLoading: !!user && query.isPending };
}
