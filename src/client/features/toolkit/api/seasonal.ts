import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type SeasonalQuery, toolkitApi } from '#contracts/toolkit.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export type { SeasonalTrends } from '#contracts/toolkit.ts';

export const useSeasonalTrends = () =>
  useMutation({ mutationFn: (query: SeasonalQuery) => call(toolkitApi.seasonal, { query }) });

/** A product's seasonal index, read when shown (a tracked product's history dialog). */
export const useProductSeasonalIndex = (marketplace: MarketplaceCode, asin: string) =>
  useQuery({
    queryKey: ['toolkit', 'seasonal', marketplace, asin],
    queryFn: () => call(toolkitApi.seasonal, { query: { marketplace, asin } }),
  });
