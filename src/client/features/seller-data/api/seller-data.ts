import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export type SellerImportKind = 'business_report_asin' | 'business_report_date' | 'fba_inventory' | 'sp_api';

export interface SellerImport {
  id: string;
  kind: SellerImportKind;
  marketplace: MarketplaceCode;
  fileName: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  rowCount: number;
  createdAt: string;
}

export const sellerImportsQuery = queryOptions({
  queryKey: ['seller-data', 'imports'],
  queryFn: () => api.get<{ imports: SellerImport[] }>('/seller-data/imports'),
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

export interface UploadInput {
  kind: 'business_report' | 'fba_inventory';
  marketplace: MarketplaceCode;
  file: File;
  periodStart?: string;
  periodEnd?: string;
}

export function useUploadReport() {
  const refresh = useRefreshSellerData();
  return useMutation({
    mutationFn: (input: UploadInput) => {
      const form = new FormData();
      form.set('kind', input.kind);
      form.set('marketplace', input.marketplace);
      if (input.periodStart) form.set('periodStart', input.periodStart);
      if (input.periodEnd) form.set('periodEnd', input.periodEnd);
      form.set('file', input.file);
      return api.post<{ import: SellerImport }>('/seller-data/imports', form);
    },
    onSettled: refresh,
  });
}

export function useDeleteImport() {
  const refresh = useRefreshSellerData();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/seller-data/imports/${id}`),
    onSettled: refresh,
  });
}
