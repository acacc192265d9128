import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '#client/features/auth/index.ts';
import { call } from '#client/lib/api-client.ts';
import { usageApi } from '#contracts/usage.ts';
import type { PlanId } from '#domain/plans.ts';

export const usageQuery = queryOptions({
  queryKey: ['usage'],
  queryFn: () => call(usageApi.get),
});

export const useUsage = () => useQuery(usageQuery);

/** The signed-in user's current plan ('free' while unknown or signed out). */
export function usePlan(): { plan: PlanId; isLoading: boolean } {
  const { user } = useSession();
  const query = useQuery({ ...usageQuery, enabled: !!user });
  return { plan: query.data?.plan ?? 'free', isLoading: !!user && query.isPending };
}
