import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { aiApi } from '#contracts/ai.ts';

export type { AiStatus } from '#contracts/ai.ts';

export const aiStatusQuery = queryOptions({
  queryKey: ['ai', 'status'],
  queryFn: () => call(aiApi.status),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useAiStatus = () => useQuery(aiStatusQuery);
