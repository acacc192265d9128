import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch } from '#client/lib/api-client.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { CatalogImportView } from '#server/modules/catalog/list-catalog-imports.ts';

export type { CatalogImportView };

export const catalogImportsQuery = queryOptions({
  queryKey: ['catalog-imports'],
  queryFn: () => api.get<{ imports: CatalogImportView[] }>('/catalog-imports'),
});
export const useCatalogImports = () => useQuery(catalogImportsQuery);

/** One import, polled every second while it runs. */
export const useCatalogImport = (id: number | null) =>
  useQuery({
    queryKey: ['catalog-imports', id],
    queryFn: () => api.get<CatalogImportView>(`/catalog-imports/${id}`),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'running' || !q.state.data ? 1000 : false),
  });

/** Sends the file as the request body (streamed by the server to disk), then the import starts. */
export function useStartCatalogImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (o: { file: File; marketplace: MarketplaceCode; observedAt: Date }) => {
      const res = await apiFetch('PUT', '/catalog-imports', {
        query: { marketplace: o.marketplace, fileName: o.file.name, observedAt: o.observedAt.toISOString() },
        body: o.file,
        headers: { 'content-type': 'text/csv' },
      });
      return (await res.json()) as { id: number };
    },
    onSettled: () => void client.invalidateQueries({ queryKey: catalogImportsQuery.queryKey }),
  });
}
