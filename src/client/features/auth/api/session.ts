import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** false until the link of the verification e-mail is opened. */
  emailVerified?: boolean;
  role?: string | null;
}

export interface SessionData {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

/** The current session from better-auth (it refreshes the cookie as it answers). */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api.get<SessionData | null>('/auth/get-session'),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
  refetchInterval: 10 * 60_000,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, isLoading: query.isPending, query };
}

export const isAdminUser = (user: SessionUser | null) => Boolean(user?.role?.split(',').includes('admin'));
