import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { sellerDataApi, type UploadInput } from '#contracts/seller-data.ts';

export type { SellerImport, SellerImportKind, UploadInput } from '#contracts/seller-data.ts';

export const sellerImportsQuery = queryOptions({
  queryKey: ['seller-data', 'imports'],
  queryFn: () => call(sellerDataApi.imports),
});
export const useSellerImports = () => useQuery(sellerImportsQuery);

/** After a change, everything computed from seller data is stale. */
function useRefreshSellerData() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['seller-data'] });
    void client.invalidateQueries({ queryKey: ['analytics'] });
    void client.invalidateQueries({ queryKey: ['dashboard', 'stats'] });
  };
}

export function useUploadReport() {
  const refresh = useRefreshSellerData();
  return useMutation({
    mutationFn: (form: UploadInput) => call(sellerDataApi.upload, { form }),
    onSettled: refresh,
  });
}

export function useDeleteImport() {
  const refresh = useRefreshSellerData();
  return useMutation({
    mutationFn: (id: string) => call(sellerDataApi.removeImport, { params: { id } }),
    onSettled: refresh,
  });
}
