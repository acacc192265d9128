import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { ProductDetail } from '#server/modules/research/get-product-detail.ts';

export type { ProductDetail };

export const productDetailQuery = (marketplace: MarketplaceCode, asin: string) =>
  queryOptions({
    queryKey: ['research', 'product', marketplace, asin],
    queryFn: () => api.get<ProductDetail>(`/research/products/${marketplace}/${asin}`),
  });

export const useProductDetail = (marketplace: MarketplaceCode, asin: string | null) =>
  useQuery({ ...productDetailQuery(marketplace, asin ?? ''), enabled: !!asin });
