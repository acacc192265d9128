import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { HistoryEntry } from '#server/modules/research/search-history.ts';

export type { HistoryEntry };
export type HistoryType = 'all' | 'products' | 'keywords';

export const historyQuery = (type: HistoryType) =>
  queryOptions({
    queryKey: ['research', 'history', type],
    queryFn: () => api.get<{ entries: HistoryEntry[] }>('/research/history', { query: { type } }),
  });
export const useSearchHistory = (type: HistoryType) => useQuery(historyQuery(type));

export function useDeleteHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ deleted: number }>('/research/history'),
    onSettled: () => void client.invalidateQueries({ queryKey: ['research', 'history'] }),
  });
}

/** The rows of an export (paid plans; the server refuses the free plan). */
export const fetchHistoryExport = (type: HistoryType) =>
  api.get<{ entries: HistoryEntry[] }>('/research/history/export', { query: { type } });
