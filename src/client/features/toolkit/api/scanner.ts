import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { ScanView } from '#server/modules/toolkit/run-opportunity-scan.ts';

export type { ScanView };

export const latestScanQuery = queryOptions({
  queryKey: ['toolkit', 'scan', 'latest'],
  queryFn: () => api.get<{ scan: ScanView | null }>('/toolkit/scanner/scans/latest'),
});

export const useLatestScan = (enabled: boolean) => useQuery({ ...latestScanQuery, enabled });

export interface ScanInput {
  marketplace: MarketplaceCode;
  minUnits: number;
  maxCompetition: number;
  minMarginPercent: number;
}

/** Starts a scan, then runs its steps one after the other; `onProgress` sees every step. */
export function useRunScan(onProgress: (scan: ScanView) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ScanInput) => {
      let { scan } = await api.post<{ scan: ScanView }>('/toolkit/scanner/scans', input);
      onProgress(scan);
      while (scan.status === 'running') {
        ({ scan } = await api.post<{ scan: ScanView }>(`/toolkit/scanner/scans/${scan.id}/step`));
        onProgress(scan);
      }
      return scan;
    },
    onSettled: () => client.invalidateQueries({ queryKey: latestScanQuery.queryKey }),
  });
}
