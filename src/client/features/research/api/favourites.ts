import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { researchApi } from '#contracts/research.ts';

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
