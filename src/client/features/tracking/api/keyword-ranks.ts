import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { trackingApi } from '#contracts/tracking.ts';

export type { KeywordRankSeries } from '#contracts/tracking.ts';

export const keywordRanksQuery = (id: string, days: number) =>
  queryOptions({
    queryKey: ['tracking', 'keyword-ranks', id, days],
    queryFn: () => call(trackingApi.keywordRanks, { params: { id }, query: { days } }),
  });

export const useKeywordRanks = (id: string, days: number) => useQuery(keywordRanksQuery(id, days));
