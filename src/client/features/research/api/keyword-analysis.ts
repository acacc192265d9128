import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usageQuery } from '#client/features/billing/api/usage.ts';
import { call } from '#client/lib/api-client.ts';
import { type KeywordAnalysisBody, researchApi } from '#contracts/research.ts';

export type { CountedKeywordAnalysis, KeywordAnalysis, KeywordRow } from '#contracts/research.ts';

/** A keyword or competitor-ASIN analysis: counted against the monthly keyword quota. */
export function useAnalyzeKeywords() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<KeywordAnalysisBody>) => call(researchApi.analyzeKeywords, { body }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: usageQuery.queryKey });
      void client.invalidateQueries({ queryKey: ['research', 'history'] });
    },
  });
}

/** A stored analysis for its export (paid plans; the server checks). */
export const fetchKeywordExport = (searchId: number) =>
  call(researchApi.keywordExport, { params: { id: searchId } });
