import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { AnswerEngine } from './support-chat.ts';

export interface MonthlyReport {
  id: number;
  period: string;
  report: string;
  stats: { total_searches: number };
  engine: AnswerEngine;
  createdAt: string;
}

export const latestMonthlyReportQuery = queryOptions({
  queryKey: ['ai', 'monthly-report'],
  queryFn: async () => (await api.get<{ report: MonthlyReport | null }>('/ai/monthly-report')).report,
});

export const useLatestMonthlyReport = (enabled: boolean) =>
  useQuery({ ...latestMonthlyReportQuery, enabled });

export function useGenerateMonthlyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MonthlyReport>('/ai/monthly-report', {}),
    onSuccess: (report) => queryClient.setQueryData(latestMonthlyReportQuery.queryKey, report),
  });
}
