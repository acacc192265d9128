import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { keywordsApi } from '#contracts/keywords.ts';
import { researchApi } from '#contracts/research.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

export type { KeywordFavourite } from '#contracts/keywords.ts';

export const favouritesQuery = queryOptions({
  queryKey: ['research', 'favourites'],
  queryFn: () => call(researchApi.favourites),
});
export const useFavourites = () => useQuery(favouritesQuery);

/** Stars or un-stars a product; results and details are refreshed. */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, favourite }: { productId: number; favourite: boolean }) =>
      favourite
        ? call(researchApi.addFavourite, { body: { productId } })
        : call(researchApi.removeFavourite, { params: { id: productId } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['research', 'favourites'] });
      void client.invalidateQueries({ queryKey: ['research', 'product-search'] });
      void client.invalidateQueries({ queryKey: ['research', 'product'] });
    },
  });
}

export const keywordFavouritesQuery = queryOptions({
  queryKey: ['research', 'keyword-favourites'],
  queryFn: () => call(keywordsApi.keywordFavourites),
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
        ? call(keywordsApi.addKeywordFavourite, { body: { marketplace, keyword } })
        : call(keywordsApi.removeKeywordFavourite, { query: { marketplace, keyword } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keywordFavouritesQuery.queryKey });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
