import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteQuery } from '#client/features/site/index.ts';
import { call } from '#client/lib/api-client.ts';
import { type ReviewBody, reviewsApi } from '#contracts/reviews.ts';
import type { TranslationLanguage } from '#domain/languages.ts';

export type { PublicReview as Review, ReviewBody as ReviewInput } from '#contracts/reviews.ts';

export const publicReviewsQuery = queryOptions({
  queryKey: ['reviews', 'public'],
  queryFn: () => call(reviewsApi.list),
});
export const usePublicReviews = () => useQuery(publicReviewsQuery);

export const myReviewQuery = queryOptions({
  queryKey: ['reviews', 'mine'],
  queryFn: () => call(reviewsApi.mine),
});
export const useMyReview = () => useQuery(myReviewQuery);

/** After any change: the caller's review, the public list and the site figures are stale. */
function useRefreshReviews() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['reviews'] });
    void client.invalidateQueries({ queryKey: siteQuery.queryKey });
  };
}

export function useSaveReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ input, existing }: { input: ReviewBody; existing: boolean }) =>
      call(existing ? reviewsApi.update : reviewsApi.create, { body: input }),
    onSettled: refresh,
  });
}

export function useDeleteMyReview() {
  const refresh = useRefreshReviews();
  return useMutation({ mutationFn: () => call(reviewsApi.removeMine), onSettled: refresh });
}

export const translateReview = (id: string, lang: TranslationLanguage, signal?: AbortSignal) =>
  call(reviewsApi.translate, { params: { id }, query: { lang } }, { signal });
