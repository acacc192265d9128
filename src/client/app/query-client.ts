import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/** Seconds the server asked to wait (503 `busy` / `database_unavailable` carry it), if it did. */
const retryAfter = (error: unknown) =>
  error instanceof ApiError && error.status >= 500 && typeof error.params.retryAfterSeconds === 'number'
    ? error.params.retryAfterSeconds
    : null;

/**
 * A refusal (4xx) will not change on retry; a network or server error gets one more try; a server
 * that says "busy, retry in N s" (a loaded database) is asked again up to three times, N seconds
 * apart — a panel must not vanish because the first two answers came during a burst.
 */
export const shouldRetry = (count: number, error: unknown) => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return count < (retryAfter(error) == null ? 1 : 3);
};

export const retryDelay = (attempt: number, error: unknown) =>
  (retryAfter(error) ?? Math.min(2 ** attempt, 30)) * 1000;

/** A query cache with the app's defaults: the browser's one below, and one per page the server renders. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, retryDelay },
    },
  });

/** The one query cache of the app in the browser (routes prefetch into it, see routes.tsx). */
export const queryClient = createQueryClient();
