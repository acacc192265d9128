import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { researchApi } from '#contracts/research.ts';

export const catalogOverviewQuery = queryOptions({
  queryKey: ['research', 'catalog'],
  queryFn: () => call(researchApi.catalog),
  staleTime: 5 * 60_000,
});
export const useCatalogOverview = () => useQuery(catalogOverviewQuery);
