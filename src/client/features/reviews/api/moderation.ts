import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteQuery } from '#client/features/site/api/site.ts';
import { api } from '#client/lib/api-client.ts';
import type { Review } from './reviews.ts';

export interface ModeratedReview extends Review {
  authorEmail: string;
}

export const PAGE_SIZE = 50;

export const allReviewsQuery = (page: number) =>
  queryOptions({
    queryKey: ['reviews', 'all', page],
    queryFn: () =>
      api.get<{ reviews: ModeratedReview[]; total: number }>('/reviews/all', {
        query: { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
      }),
  });
export const useAllReviews = (page: number) => useQuery(allReviewsQuery(page));

export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/reviews/${id}`),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['reviews'] });
      void client.invalidateQueries({ queryKey: siteQuery.queryKey });
    },
  });
}
