import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { AnswerEngine } from './support-chat.ts';

/** Which engine this server's AI features use (GET /api/ai/status). */
export interface AiStatus {
  engine: AnswerEngine['engine'];
  /** The provider's model ids per class; null with the local engine. */
  models: { standard: string; advanced: string } | null;
}

export const aiStatusQuery = queryOptions({
  queryKey: ['ai', 'status'],
  queryFn: () => api.get<AiStatus>('/ai/status'),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useAiStatus = () => useQuery(aiStatusQuery);
