import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { dataSourcesApi } from '#contracts/market-data.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export const dataSourcesQuery = (marketplace: MarketplaceCode) =>
  queryOptions({
    queryKey: ['admin', 'data-sources', marketplace],
    queryFn: () => call(dataSourcesApi.overview, { query: { marketplace } }),
    // Budgets refill and crawls move: the page stays current while it is open.
    refetchInterval: 15_000,
  });

export const useDataSources = (marketplace: MarketplaceCode) => useQuery(dataSourcesQuery(marketplace));

/** "Test connection": one cheap call of the source; the page then shows its outcome. */
export function useCheckSource(marketplace: MarketplaceCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (source: 'keepa' | 'sp_api') =>
      call(dataSourcesApi.check, { params: { source }, body: { marketplace } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'data-sources'] }),
  });
}

/** Starts (or restarts) the calibration crawl of a root category now. */
export function useStartCalibration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (departmentId: number) => call(dataSourcesApi.calibrate, { params: { departmentId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'data-sources'] }),
  });
}
