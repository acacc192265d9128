import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';

/** A tracked product's search positions for one keyword, as the browser extension saw them. */
export interface KeywordRankSeries {
  keyword: string;
  points: {
    observedAt: string;
    page: number;
    organicPosition: number | null;
    sponsoredPosition: number | null;
  }[];
}

export const keywordRanksQuery = (id: string, days: number) =>
  queryOptions({
    queryKey: ['tracking', 'keyword-ranks', id, days],
    queryFn: () =>
      api.get<{ keywords: KeywordRankSeries[] }>(`/tracking/products/${id}/keyword-ranks`, {
        query: { days },
      }),
  });

export const useKeywordRanks = (id: string, days: number) => useQuery(keywordRanksQuery(id, days));
