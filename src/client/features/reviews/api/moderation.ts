import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteQuery } from '#client/features/site/index.ts';
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

/** A moderation change: the lists and the site's figures are stale after it. */
function useModeration(change: (id: string) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['reviews'] });
      void client.invalidateQueries({ queryKey: siteQuery.queryKey });
    },
  });
}

export const useApproveReview = () => useModeration((id) => call(reviewsApi.approve, { params: { id } }));
export const useDeleteReview = () => useModeration((id) => call(reviewsApi.remove, { params: { id } }));
