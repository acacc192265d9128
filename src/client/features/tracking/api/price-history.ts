import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { HistoryPoint } from '#server/modules/tracking/get-price-history.ts';

export type { HistoryPoint };

export const priceHistoryQuery = (id: string, days: number) =>
  queryOptions({
    queryKey: ['tracking', 'history', id, days],
    queryFn: () =>
      api.get<{ currency: string; points: HistoryPoint[] }>(`/tracking/products/${id}/history`, {
        query: { days },
      }),
  });

export const usePriceHistory = (id: string, days: number) => useQuery(priceHistoryQuery(id, days));
