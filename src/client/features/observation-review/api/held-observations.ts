import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { observationReviewApi } from '#contracts/observation-review.ts';

export type { HeldObservation } from '#contracts/observation-review.ts';
export type HoldReason = 'outlier' | 'unconfirmed';

export const PAGE_SIZE = 20;

export const heldObservationsQuery = (reason: HoldReason, page: number) =>
  queryOptions({
    queryKey: ['admin', 'held-observations', reason, page],
    queryFn: () =>
      call(observationReviewApi.held, { query: { reason, limit: PAGE_SIZE, offset: page * PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
export const useHeldObservations = (reason: HoldReason, page: number) =>
  useQuery(heldObservationsQuery(reason, page));

const useInvalidating = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void client.invalidateQueries({ queryKey: ['admin', 'held-observations'] }),
  });
};

export const useReleaseHeld = () =>
  useInvalidating((id: number) => call(observationReviewApi.release, { params: { id } }));
export const useDismissHeld = () =>
  useInvalidating((id: number) => call(observationReviewApi.dismiss, { params: { id } }));
export const useTrustObserver = () =>
  useInvalidating((o: { userId: string; trusted: boolean }) =>
    call(observationReviewApi.trust, { params: { userId: o.userId }, body: { trusted: o.trusted } }),
  );
