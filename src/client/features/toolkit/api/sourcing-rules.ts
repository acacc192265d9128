import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { toolkitApi } from '#contracts/toolkit.ts';
import type { SourcingSettings } from '#domain/market/sourcing-rules.ts';

export const sourcingRulesQuery = queryOptions({
  queryKey: ['toolkit', 'sourcing-rules'],
  queryFn: () => call(toolkitApi.sourcingRules),
});

export const useSourcingRules = () => useQuery(sourcingRulesQuery);

export function useSaveSourcingRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SourcingSettings) => call(toolkitApi.saveSourcingRules, { body }),
    onSuccess: (data) => client.setQueryData(sourcingRulesQuery.queryKey, data),
  });
}
