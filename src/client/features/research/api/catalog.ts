import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { CatalogOverview } from '#server/modules/research/get-catalog-overview.ts';

export const catalogOverviewQuery = queryOptions({
  queryKey: ['research', 'catalog'],
  queryFn: () => api.get<CatalogOverview>('/research/catalog'),
  staleTime: 5 * 60_000,
});
export const useCatalogOverview = () => useQuery(catalogOverviewQuery);
