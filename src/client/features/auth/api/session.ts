import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { authApi, type SessionUser } from '#contracts/auth.ts';

export type { SessionData, SessionUser } from '#contracts/auth.ts';

/** The current session from better-auth (it refreshes the cookie as it answers). */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => call(authApi.session),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
  refetchInterval: 10 * 60_000,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, isLoading: query.isPending, query };
}

export const isAdminUser = (user: SessionUser | null) => Boolean(user?.role?.split(',').includes('admin'));
