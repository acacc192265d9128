import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteQuery } from '#client/features/site/api/site.ts';
import { call } from '#client/lib/api-client.ts';
import { reviewsApi } from '#contracts/reviews.ts';

export type { ModeratedReview } from '#contracts/reviews.ts';

export const PAGE_SIZE = 50;

export const allReviewsQuery = (page: number) =>
  queryOptions({
    queryKey: ['reviews', 'all', page],
    queryFn: () => call(reviewsApi.all, { query: { limit: PAGE_SIZE, offset: page * PAGE_SIZE } }),
  });
export const useAllReviews = (page: number) => useQuery(allReviewsQuery(page));

export function useApproveReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(reviewsApi.approve, { params: { id } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['reviews'] });
      void client.invalidateQueries({ queryKey: siteQuery.queryKey });
    },
  });
}

export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(reviewsApi.remove, { params: { id } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['reviews'] });
      void client.invalidateQueries({ queryKey: siteQuery.queryKey });
    },
  });
}
