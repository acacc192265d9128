import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { SourcingSettings } from '#domain/market/sourcing-rules.ts';

export const sourcingRulesQuery = queryOptions({
  queryKey: ['toolkit', 'sourcing-rules'],
  queryFn: () => api.get<{ settings: SourcingSettings }>('/toolkit/sourcing-rules'),
});

export const useSourcingRules = () => useQuery(sourcingRulesQuery);

export function useSaveSourcingRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SourcingSettings) =>
      api.put<{ settings: SourcingSettings }>('/toolkit/sourcing-rules', settings),
    onSuccess: (data) => client.setQueryData(sourcingRulesQuery.queryKey, data),
  });
}
