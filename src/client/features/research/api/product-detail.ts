import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { researchApi } from '#contracts/research.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export type { ProductDetail } from '#contracts/research.ts';

export const productDetailQuery = (marketplace: MarketplaceCode, asin: string) =>
  queryOptions({
    queryKey: ['research', 'product', marketplace, asin],
    queryFn: () => call(researchApi.product, { params: { marketplace, asin } }),
  });

export const useProductDetail = (marketplace: MarketplaceCode, asin: string | null) =>
  useQuery({ ...productDetailQuery(marketplace, asin ?? ''), enabled: !!asin });
