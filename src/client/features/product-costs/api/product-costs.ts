import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type ProductCostBody, type ProductKey, productCostsApi } from '#contracts/product-costs.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export type { ProductCostRow } from '#contracts/product-costs.ts';

export const productCostsQuery = (marketplace: MarketplaceCode | null) =>
  queryOptions({
    queryKey: ['product-costs', marketplace ?? 'default'],
    queryFn: () => call(productCostsApi.list, { query: { marketplace: marketplace ?? undefined } }),
  });

export const useProductCosts = (marketplace: MarketplaceCode | null) =>
  useQuery(productCostsQuery(marketplace));

/** Saving or removing costs changes the margins of the analytics dashboard and the dashboard. */
function useRefreshMargins() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['product-costs'], ['analytics'], ['dashboard', 'stats']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSaveProductCost() {
  const refresh = useRefreshMargins();
  return useMutation({
    mutationFn: ({ marketplace, asin, ...body }: ProductKey & ProductCostBody) =>
      call(productCostsApi.save, { params: { marketplace, asin }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteProductCost() {
  const refresh = useRefreshMargins();
  return useMutation({
    mutationFn: (params: ProductKey) => call(productCostsApi.remove, { params }),
    onSuccess: refresh,
  });
}
