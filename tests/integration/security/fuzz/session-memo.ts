import type { Auth } from '../../../../src/server/auth/auth.ts';

/**
 * Memoizes the session lookup of `loadSession` per cookie header: better-auth's lookup costs two
 * queries and more CPU than the rest of a refused call, and the fuzzing sends over 100,000 calls as
 * a handful of users whose sessions stay valid. What the fuzzing tests is each route's handling of
 * its input; sessions themselves are proven by the authorization matrix, which does not memoize.
 * Routes that end or change the caller's session (`fresh` entries) get a new user, so a new cookie,
 * after every call that succeeded.
 */
export function memoizeSessionLookup(auth: Auth) {
  const api = auth.api as { getSession: Auth['api']['getSession'] };
  const lookup = api.getSession;
  const memo = new Map<string, ReturnType<typeof lookup>>();
  api.getSession = ((options: Parameters<typeof lookup>[0]) => {
    const cookie = new Headers(options?.headers).get('cookie') ?? '';
    let session = memo.get(cookie);
    if (!session) {
      session = lookup(options);
      memo.set(cookie, session);
    }
    return session;
  }) as typeof lookup;
}
