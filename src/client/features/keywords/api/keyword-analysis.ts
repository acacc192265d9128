import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usageQuery } from '#client/features/billing/index.ts';
import { CRAWL_POLL_MS, crawlUnderway } from '#client/features/research/index.ts';
import { call } from '#client/lib/api-client.ts';
import { type KeywordAnalysis, type KeywordAnalysisInput, keywordsApi } from '#contracts/keywords.ts';

export type {
  CountedKeywordAnalysis,
  KeywordAnalysis,
  KeywordAnalysisInput,
  KeywordRow,
} from '#contracts/keywords.ts';

/** Whether some related keywords of an analysis are not computed yet (ADR 103). */
export const hasPendingRows = (a: KeywordAnalysis | undefined) => !!a?.keywords.some((k) => k.pending);

/**
 * An analysis already made, read again (not counted) every few seconds while its keyword's live
 * crawl is under way, so the listings it stores appear as they arrive — as product research does —
 * and while related keywords are still being computed (each read computes more of them).
 */
export const keywordAnalysisQuery = (searchId: number) =>
  queryOptions({
    queryKey: ['research', 'keyword-analysis', searchId],
    queryFn: () => call(keywordsApi.keywordSearch, { params: { id: searchId } }),
    refetchInterval: (q) =>
      crawlUnderway(q.state.data?.crawl) || hasPendingRows(q.state.data) ? CRAWL_POLL_MS : false,
    // The mutation's answer is the first read: no second one at once.
    staleTime: CRAWL_POLL_MS,
  });

export const useKeywordAnalysis = (searchId: number | null) =>
  useQuery({ ...keywordAnalysisQuery(searchId ?? 0), enabled: searchId !== null });

/** A keyword or competitor-ASIN analysis: counted against the monthly keyword quota. */
export function useAnalyzeKeywords() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KeywordAnalysisInput) => call(keywordsApi.analyzeKeywords, { body }),
    onSuccess: (result) => {
      client.setQueryData(keywordAnalysisQuery(result.searchId).queryKey, result);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: usageQuery.queryKey });
      void client.invalidateQueries({ queryKey: ['research', 'history'] });
    },
  });
}

/** A stored analysis for its export (paid plans; the server checks). */
export const fetchKeywordExport = (searchId: number) =>
  call(keywordsApi.keywordExport, { params: { id: searchId } });
