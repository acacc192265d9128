import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { keywordsApi } from '#contracts/keywords.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

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
