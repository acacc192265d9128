import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { apiKeysApi } from '#contracts/api-keys.ts';

export type { ApiKey } from '#contracts/api-keys.ts';

export const apiKeysQuery = queryOptions({
  queryKey: ['api-keys'],
  queryFn: () => call(apiKeysApi.list),
});
export const useApiKeys = (enabled = true) => useQuery({ ...apiKeysQuery, enabled });

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(apiKeysApi.create, { body: { name } }),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(apiKeysApi.revoke, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}
