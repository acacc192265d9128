import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { catalogImportsApi } from '#contracts/catalog-imports.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export type { CatalogImportView } from '#contracts/catalog-imports.ts';

export const catalogImportsQuery = queryOptions({
  queryKey: ['catalog-imports'],
  queryFn: () => call(catalogImportsApi.list),
});
export const useCatalogImports = () => useQuery(catalogImportsQuery);

/** One import, polled every second while it runs. */
export const useCatalogImport = (id: number | null) =>
  useQuery({
    queryKey: ['catalog-imports', id],
    queryFn: () => call(catalogImportsApi.get, { params: { id: id as number } }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'running' || !q.state.data ? 1000 : false),
  });

/** Sends the file as the request body (streamed by the server to disk), then the import starts. */
export function useStartCatalogImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (o: { file: File; marketplace: MarketplaceCode; observedAt: Date }) =>
      call(catalogImportsApi.start, {
        query: { marketplace: o.marketplace, fileName: o.file.name, observedAt: o.observedAt.toISOString() },
        raw: o.file,
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: catalogImportsQuery.queryKey }),
  });
}
