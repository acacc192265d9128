import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '#client/lib/api-client.ts';
import { aiApi } from '#contracts/ai.ts';

export type { MonthlyReport } from '#contracts/ai.ts';

/**
 * The month's latest report in the reader's language: the key holds the language, so switching the
 * interface's language reads it again (the server renders it in the language of the request).
 */
export const latestMonthlyReportQuery = (language: string) =>
  queryOptions({
    queryKey: ['ai', 'monthly-report', language],
    queryFn: async () => (await call(aiApi.latestMonthlyReport)).report,
  });

const useLanguage = () => useTranslation().i18n.language.slice(0, 2);

export const useLatestMonthlyReport = (enabled: boolean) =>
  useQuery({ ...latestMonthlyReportQuery(useLanguage()), enabled });

export function useGenerateMonthlyReport() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: () => call(aiApi.generateMonthlyReport, { body: {} }),
    onSuccess: (report) => {
      // A new report replaces the one cached in every language.
      queryClient.removeQueries({ queryKey: ['ai', 'monthly-report'] });
      queryClient.setQueryData(latestMonthlyReportQuery(language).queryKey, report);
    },
  });
}
