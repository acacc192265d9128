import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type ScanInput, type ScanView, toolkitApi } from '#contracts/toolkit.ts';

export type { ScanInput, ScanView } from '#contracts/toolkit.ts';

export const latestScanQuery = queryOptions({
  queryKey: ['toolkit', 'scan', 'latest'],
  queryFn: () => call(toolkitApi.latestScan),
});

export const useLatestScan = (enabled: boolean) => useQuery({ ...latestScanQuery, enabled });

/** Starts a scan, then runs its steps one after the other; `onProgress` sees every step. */
export function useRunScan(onProgress: (scan: ScanView) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ScanInput) => {
      let { scan } = await call(toolkitApi.startScan, { body: input });
      onProgress(scan);
      while (scan.status === 'running') {
        ({ scan } = await call(toolkitApi.stepScan, { params: { id: scan.id } }));
        onProgress(scan);
      }
      return scan;
    },
    onSettled: () => client.invalidateQueries({ queryKey: latestScanQuery.queryKey }),
  });
}
