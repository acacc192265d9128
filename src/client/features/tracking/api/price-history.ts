import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { trackingApi } from '#contracts/tracking.ts';

export type { HistoryPoint } from '#contracts/tracking.ts';

export const priceHistoryQuery = (id: string, days: number) =>
  queryOptions({
    queryKey: ['tracking', 'history', id, days],
    queryFn: () => call(trackingApi.history, { params: { id }, query: { days } }),
  });

export const usePriceHistory = (id: string, days: number) => useQuery(priceHistoryQuery(id, days));
