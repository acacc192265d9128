import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteQuery } from '#client/features/site/api/site.ts';
import { api } from '#client/lib/api-client.ts';

export interface Review {
  id: string;
  authorName: string;
  rating: number;
  comment: string;
  language: string;
  createdAt: string;
  updatedAt: string;
}

export interface PublicReviewList {
  reviews: Review[];
  stats: { count: number; average: number | null };
}

export const publicReviewsQuery = queryOptions({
  queryKey: ['reviews', 'public'],
  queryFn: () => api.get<PublicReviewList>('/reviews'),
});
export const usePublicReviews = () => useQuery(publicReviewsQuery);

export const myReviewQuery = queryOptions({
  queryKey: ['reviews', 'mine'],
  queryFn: () => api.get<{ review: Review | null }>('/reviews/mine'),
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

export interface ReviewInput {
  rating: number;
  comment: string;
}

export function useSaveReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ input, existing }: { input: ReviewInput; existing: boolean }) =>
      existing
        ? api.patch<{ review: Review }>('/reviews/mine', input)
        : api.post<{ review: Review }>('/reviews', input),
    onSettled: refresh,
  });
}

export function useDeleteMyReview() {
  const refresh = useRefreshReviews();
  return useMutation({ mutationFn: () => api.delete<void>('/reviews/mine'), onSettled: refresh });
}

export const translateReview = (id: string, lang: string, signal?: AbortSignal) =>
  api.post<{ translatedComment: string; translated: boolean }>(`/reviews/${id}/translation`, undefined, {
    query: { lang },
    signal,
  });
