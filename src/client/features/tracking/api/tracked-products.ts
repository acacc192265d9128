import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usageQuery } from '#client/features/billing/api/usage.ts';
import { api } from '#client/lib/api-client.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { RefreshStatus } from '#server/db/schema/tracking.ts';
import type { TrackedProductView } from '#server/modules/tracking/list-tracked-products.ts';

export type TrackedProduct = TrackedProductView;
export type { RefreshStatus };

export interface TrackedProducts {
  items: TrackedProduct[];
  usage: { used: number; limit: number };
}

export const trackedProductsQuery = queryOptions({
  queryKey: ['tracking', 'products'],
  queryFn: () => api.get<TrackedProducts>('/tracking/products'),
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
    mutationFn: (input: { asin: string; marketplace: MarketplaceCode }) =>
      api.post<{ item: TrackedProduct }>('/tracking/products', input),
    onSettled: refresh,
  });
}

export function useRemoveTrackedProduct() {
  const refresh = useRefreshTracking();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/tracking/products/${id}`),
    onSettled: refresh,
  });
}

export function useRefreshTrackedProduct() {
  const refresh = useRefreshTracking();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ status: RefreshStatus; item: TrackedProduct }>(`/tracking/products/${id}/refresh`),
    onSettled: refresh,
  });
}

export interface RefreshAllResult {
  total: number;
  observed: number;
  pending: number;
  noLiveSource: number;
  notFound: number;
  failed: number;
}

export function useRefreshAllTrackedProducts() {
  const refresh = useRefreshTracking();
  return useMutation({
    mutationFn: () => api.post<RefreshAllResult>('/tracking/products/refresh'),
    onSettled: refresh,
  });
}
