import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usageQuery } from '#client/features/billing/api/usage.ts';
import { api } from '#client/lib/api-client.ts';
import type { KeywordAnalysis } from '#server/modules/research/analyze-keywords.ts';
import type { KeywordAnalysisBody } from '#server/modules/research/schema.ts';

export type { KeywordAnalysis };
export type CountedKeywordAnalysis = KeywordAnalysis & { searchId: number };

/** A keyword or competitor-ASIN analysis: counted against the monthly keyword quota. */
export function useAnalyzeKeywords() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<KeywordAnalysisBody>) =>
      api.post<CountedKeywordAnalysis>('/research/keywords/analyze', body),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: usageQuery.queryKey });
      void client.invalidateQueries({ queryKey: ['research', 'history'] });
    },
  });
}

/** A stored analysis for its export (paid plans; the server checks). */
export const fetchKeywordExport = (searchId: number) =>
  api.get<KeywordAnalysis>(`/research/keywords/searches/${searchId}/export`);
