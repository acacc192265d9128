import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { UnitFeeEstimate } from '#domain/profitability/unit-fee-estimate.ts';

export type { UnitFeeEstimate };

export interface ProductCostRow {
  asin: string;
  title: string | null;
  sku: string | null;
  units: number;
  revenueMinor: number;
  averageSellingPriceMinor: number | null;
  catalogPriceMinor: number | null;
  costs: { unitCostMinor: number; feesPerUnitMinor: number; updatedAt: string } | null;
  estimate: UnitFeeEstimate;
}

export interface ProductCostList {
  marketplaces: MarketplaceCode[];
  marketplace: MarketplaceCode | null;
  currency: string | null;
  products: ProductCostRow[];
}

export interface ProductCostInput {
  marketplace: MarketplaceCode;
  asin: string;
  unitCostMinor: number;
  feesPerUnitMinor: number;
}

export const productCostsQuery = (marketplace: MarketplaceCode | null) =>
  queryOptions({
    queryKey: ['product-costs', marketplace ?? 'default'],
    queryFn: () =>
      api.get<ProductCostList>('/product-costs', { query: { marketplace: marketplace ?? undefined } }),
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

const productPath = (marketplace: MarketplaceCode, asin: string) =>
  `/product-costs/${marketplace}/${encodeURIComponent(asin)}`;

export function useSaveProductCost() {
  const refresh = useRefreshMargins();
  return useMutation({
    mutationFn: ({ marketplace, asin, ...body }: ProductCostInput) =>
      api.put(productPath(marketplace, asin), body),
    onSuccess: refresh,
  });
}

export function useDeleteProductCost() {
  const refresh = useRefreshMargins();
  return useMutation({
    mutationFn: ({ marketplace, asin }: { marketplace: MarketplaceCode; asin: string }) =>
      api.delete(productPath(marketplace, asin)),
    onSuccess: refresh,
  });
}
