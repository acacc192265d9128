import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { CurrencyCode, MarketplaceCode } from '#domain/marketplaces.ts';
import type { MultiMarketAnalysis } from '#server/modules/toolkit/get-multi-market.ts';

export type { MultiMarketAnalysis };

export const useMultiMarket = () =>
  useMutation({
    mutationFn: (q: { asin: string; marketplace: MarketplaceCode; currency: CurrencyCode }) =>
      api.get<MultiMarketAnalysis>('/toolkit/multi-market', { query: q }),
  });
