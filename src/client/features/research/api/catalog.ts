import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { catalogOverviewApi } from '#contracts/catalog-overview.ts';

export const catalogOverviewQuery = queryOptions({
  queryKey: ['research', 'catalog'],
  queryFn: () => call(catalogOverviewApi.catalog),
  staleTime: 5 * 60_000,
});
export const useCatalogOverview = () => useQuery(catalogOverviewQuery);
