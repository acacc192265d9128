import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { aiApi } from '#contracts/ai.ts';

export type { MonthlyReport } from '#contracts/ai.ts';

export const latestMonthlyReportQuery = queryOptions({
  queryKey: ['ai', 'monthly-report'],
  queryFn: async () => (await call(aiApi.latestMonthlyReport)).report,
});

export const useLatestMonthlyReport = (enabled: boolean) =>
  useQuery({ ...latestMonthlyReportQuery, enabled });

export function useGenerateMonthlyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(aiApi.generateMonthlyReport, { body: {} }),
    onSuccess: (report) => queryClient.setQueryData(latestMonthlyReportQuery.queryKey, report),
  });
}
