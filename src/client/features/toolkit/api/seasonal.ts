import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { SeasonalTrends } from '#server/modules/toolkit/get-seasonal-trends.ts';

export type { SeasonalTrends };

export const useSeasonalTrends = () =>
  useMutation({
    mutationFn: (q: { marketplace: MarketplaceCode; asin: string; category: string }) =>
      api.get<SeasonalTrends>('/toolkit/seasonal', { query: q }),
  });
