import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '#client/features/auth/api/session.ts';
import { api } from '#client/lib/api-client.ts';
import type { PlanId, QuotaKind } from '#domain/plans.ts';

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
