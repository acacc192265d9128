import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';

export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export const apiKeysQuery = queryOptions({
  queryKey: ['api-keys'],
  queryFn: () => api.get<{ keys: ApiKey[] }>('/api-keys'),
});
export const useApiKeys = (enabled = true) => useQuery({ ...apiKeysQuery, enabled });

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<ApiKey & { key: string }>('/api-keys', { name }),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<ApiKey>(`/api-keys/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}
