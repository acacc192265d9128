import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { ProductResult } from '#server/modules/research/product-result.ts';

export const favouritesQuery = queryOptions({
  queryKey: ['research', 'favourites'],
  queryFn: () => api.get<{ products: ProductResult[] }>('/research/favourites'),
});
export const useFavourites = () => useQuery(favouritesQuery);

/** Stars or un-stars a product; results and details are refreshed. */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, favourite }: { productId: number; favourite: boolean }) =>
      favourite
        ? api.post<{ productId: number; isFavourite: boolean }>('/research/favourites', { productId })
        : api.delete<{ productId: number; isFavourite: boolean }>(`/research/favourites/${productId}`),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['research', 'favourites'] });
      void client.invalidateQueries({ queryKey: ['research', 'product-search'] });
      void client.invalidateQueries({ queryKey: ['research', 'product'] });
    },
  });
}

export interface KeywordFavourite {
  marketplace: MarketplaceCode;
  keyword: string;
  createdAt: string;
}

export const keywordFavouritesQuery = queryOptions({
  queryKey: ['research', 'keyword-favourites'],
  queryFn: () => api.get<{ keywords: KeywordFavourite[] }>('/research/keyword-favourites'),
});
export const useKeywordFavourites = () => useQuery(keywordFavouritesQuery);

/** Follows or stops following a keyword (the dashboard's "monitored keywords"). */
export function useToggleKeywordFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      marketplace,
      keyword,
      favourite,
    }: {
      marketplace: MarketplaceCode;
      keyword: string;
      favourite: boolean;
    }) =>
      favourite
        ? api.post('/research/keyword-favourites', { marketplace, keyword })
        : api.delete('/research/keyword-favourites', { query: { marketplace, keyword } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keywordFavouritesQuery.queryKey });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
