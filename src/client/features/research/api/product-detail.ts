import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { researchApi } from '#contracts/research.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export type { ProductDetail } from '#contracts/research.ts';

/** A product with its estimates and the history of the last `days` (0: all of it). */
export const productDetailQuery = (marketplace: MarketplaceCode, asin: string, days = 0) =>
  queryOptions({
    queryKey: ['research', 'product', marketplace, asin, days],
    queryFn: () => call(researchApi.product, { params: { marketplace, asin }, query: { days } }),
  });

/** The product view; another period keeps the current one on screen until its data arrives. */
export const useProductDetail = (marketplace: MarketplaceCode, asin: string | null, days = 0) =>
  useQuery({
    ...productDetailQuery(marketplace, asin ?? '', days),
    enabled: !!asin,
    placeholderData: keepPreviousData,
  });
