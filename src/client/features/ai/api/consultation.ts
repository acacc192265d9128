import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { AnswerEngine } from './support-chat.ts';

export interface Consultation {
  id: number;
  question: string;
  consultation: string;
  engine: AnswerEngine;
  createdAt: string;
}

export const latestConsultationQuery = queryOptions({
  queryKey: ['ai', 'consultation'],
  queryFn: async () =>
    (await api.get<{ consultation: Consultation | null }>('/ai/consultation')).consultation,
});

export const useLatestConsultation = (enabled: boolean) => useQuery({ ...latestConsultationQuery, enabled });

export function useAskConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => api.post<Consultation>('/ai/consultation', { question, context: null }),
    onSuccess: (c) => queryClient.setQueryData(latestConsultationQuery.queryKey, c),
  });
}
