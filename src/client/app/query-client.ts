import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/** A query cache with the app's defaults: the browser's one below, and one per page the server renders. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal (4xx) will not change on retry; network and server errors get one more try.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
    },
  });

/** The one query cache of the app in the browser (routes prefetch into it, see routes.tsx). */
export const queryClient = createQueryClient();
