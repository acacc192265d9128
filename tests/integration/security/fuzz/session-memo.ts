import type { Auth } from '#server/auth/auth.ts';

/**
 * Memoizes the session lookups of the fuzzing's calls: ours (`loadSession`, per cookie header) and
 * better-auth's own (`findSession`, per token, which its endpoints under /api/auth call). Each costs
 * two queries and more CPU than the rest of a refused call, and the fuzzing sends over 100,000 calls
 * as a handful of users whose sessions stay valid. What the fuzzing tests is each route's handling of
 * its input; sessions themselves are proven by the authorization matrix, which does not memoize.
 * Routes that end or change the caller's session (`fresh` entries) get a new user, so a new cookie,
 * after every call that succeeded.
 */
export async function memoizeSessionLookup(auth: Auth) {
  const api = auth.api as { getSession: Auth['api']['getSession'] };
  const lookup = api.getSession;
  const memo = new Map<string, ReturnType<typeof lookup>>();
  const memoized = (options: Parameters<typeof lookup>[0]) => {
    const cookie = new Headers(options?.headers).get('cookie') ?? '';
    let session = memo.get(cookie);
    if (!session) {
      session = lookup(options);
      memo.set(cookie, session);
    }
    return session;
  };
  // The endpoint's path and options stay readable (the route list is read from them).
  api.getSession = Object.assign(memoized, { path: lookup.path, options: lookup.options }) as typeof lookup;

  const adapter = (await auth.$context).internalAdapter;
  const findSession = adapter.findSession;
  const found = new Map<string, ReturnType<typeof findSession>>();
  adapter.findSession = async (token: string) => {
    let result = found.get(token);
    if (!result) {
      result = findSession(token);
      found.set(token, result);
    }
    // A copy: better-auth may change the session it is given (a rolling refresh).
    return structuredClone(await result);
  };
}
