import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export interface AmazonConnection {
  mode: 'oauth' | 'self';
  sellerId: string;
  marketplace: MarketplaceCode;
  email: string;
  lwaClientId: string | null;
  connectedAt: string;
  lastSyncAt: string | null;
  lastSyncStatus: 'ok' | 'error' | null;
  lastSyncError: string | null;
  nextSyncAt: string;
  salesSyncedThrough: string | null;
}

export interface AmazonConnectionState {
  oauthAvailable: boolean;
  connection: AmazonConnection | null;
}

export const amazonConnectionQuery = queryOptions({
  queryKey: ['amazon', 'connection'],
  queryFn: () => api.get<AmazonConnectionState>('/amazon/connection'),
});
export const useAmazonConnection = () => useQuery(amazonConnectionQuery);

export interface SelfAuthorizedInput {
  sellerId: string;
  marketplace: MarketplaceCode;
  email: string;
  lwaClientId: string;
  lwaClientSecret: string;
  refreshToken: string;
}

export function useConnectAmazon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SelfAuthorizedInput) => api.put<AmazonConnectionState>('/amazon/connection', input),
    onSuccess: (state) => client.setQueryData(amazonConnectionQuery.queryKey, state),
  });
}

export function useDisconnectAmazon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('/amazon/connection'),
    onSettled: () => client.invalidateQueries({ queryKey: amazonConnectionQuery.queryKey }),
  });
}

export function useSyncAmazon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/amazon/connection/sync'),
    onSettled: () => client.invalidateQueries({ queryKey: amazonConnectionQuery.queryKey }),
  });
}

export const startAmazonOauth = (input: { marketplace: MarketplaceCode; email: string }) =>
  api.post<{ url: string }>('/amazon/oauth/start', input);
