import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { aiApi } from '#contracts/ai.ts';

export type { Consultation } from '#contracts/ai.ts';

export const latestConsultationQuery = queryOptions({
  queryKey: ['ai', 'consultation'],
  queryFn: async () => (await call(aiApi.latestConsultation)).consultation,
});

export const useLatestConsultation = (enabled: boolean) => useQuery({ ...latestConsultationQuery, enabled });

export function useAskConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => call(aiApi.askConsultation, { body: { question, context: null } }),
    onSuccess: (c) => queryClient.setQueryData(latestConsultationQuery.queryKey, c),
  });
}
