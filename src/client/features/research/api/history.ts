import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type HistoryType, researchApi } from '#contracts/research.ts';

export type { HistoryEntry, HistoryType } from '#contracts/research.ts';

export const historyQuery = (type: HistoryType) =>
  queryOptions({
    queryKey: ['research', 'history', type],
    queryFn: () => call(researchApi.history, { query: { type } }),
  });
export const useSearchHistory = (type: HistoryType) => useQuery(historyQuery(type));

export function useDeleteHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(researchApi.deleteHistory),
    onSettled: () => void client.invalidateQueries({ queryKey: ['research', 'history'] }),
  });
}

/** The rows of an export (paid plans; the server refuses the free plan). */
export const fetchHistoryExport = (type: HistoryType) => call(researchApi.historyExport, { query: { type } });
