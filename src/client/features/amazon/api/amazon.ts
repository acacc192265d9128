import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { amazonApi, type SelfAuthorizedInput } from '#contracts/amazon.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export type { AmazonConnection, AmazonConnectionState, SelfAuthorizedInput } from '#contracts/amazon.ts';

export const amazonConnectionQuery = queryOptions({
  queryKey: ['amazon', 'connection'],
  queryFn: () => call(amazonApi.connection),
});
export const useAmazonConnection = () => useQuery(amazonConnectionQuery);

export function useConnectAmazon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SelfAuthorizedInput) => call(amazonApi.connect, { body: input }),
    onSuccess: (state) => client.setQueryData(amazonConnectionQuery.queryKey, state),
  });
}

export function useDisconnectAmazon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(amazonApi.disconnect),
    onSettled: () => client.invalidateQueries({ queryKey: amazonConnectionQuery.queryKey }),
  });
}

export function useSyncAmazon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(amazonApi.sync),
    onSettled: () => client.invalidateQueries({ queryKey: amazonConnectionQuery.queryKey }),
  });
}

export const startAmazonOauth = (input: { marketplace: MarketplaceCode; email: string }) =>
  call(amazonApi.startOauth, { body: input });
