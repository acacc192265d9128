import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usageQuery } from '#client/features/billing/index.ts';
import { call } from '#client/lib/api-client.ts';
import { type AddTrackedBody, trackingApi } from '#contracts/tracking.ts';

export type {
  RefreshAllResult,
  RefreshStatus,
  TrackedProduct,
  TrackedProducts,
} from '#contracts/tracking.ts';

export const trackedProductsQuery = queryOptions({
  queryKey: ['tracking', 'products'],
  queryFn: () => call(trackingApi.list),
});
export const useTrackedProducts = (enabled = true) => useQuery({ ...trackedProductsQuery, enabled });

/** After a change: the list, the usage meter and the dashboard statistics. */
function useRefreshTracking() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['tracking'] });
    void client.invalidateQueries({ queryKey: usageQuery.queryKey });
    void client.invalidateQueries({ queryKey: ['dashboard'] });
  };
}

export function useAddTrackedProduct() {
  const refresh = useRefreshTracking();
  return useMutation({
    mutationFn: (body: AddTrackedBody) => call(trackingApi.add, { body }),
    onSettled: refresh,
  });
}

export function useRemoveTrackedProduct() {
  const refresh = useRefreshTracking();
  return useMutation({
    mutationFn: (id: string) => call(trackingApi.remove, { params: { id } }),
    onSettled: refresh,
  });
}

export function useRefreshTrackedProduct() {
  const refresh = useRefreshTracking();
  return useMutation({
    mutationFn: (id: string) => call(trackingApi.refresh, { params: { id } }),
    onSettled: refresh,
  });
}

export function useRefreshAllTrackedProducts() {
  const refresh = useRefreshTracking();
  return useMutation({
    mutationFn: () => call(trackingApi.refreshAll),
    onSettled: refresh,
  });
}
