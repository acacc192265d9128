import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../http/types.ts';
import { AppError } from '../lib/app-error.ts';
import type { Auth } from './auth.ts';
import type { SessionCache } from './session-cache.ts';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?scout\.session_token=([^;]*)/g;

/** The session cookie's signed value, when the header carries exactly one (else the cache is not used). */
export function sessionCookieValue(header: string): string | undefined {
  const values = [...header.matchAll(SESSION_COOKIE)].map((m) => m[1].trim());
  return values.length === 1 && values[0] ? values[0] : undefined;
}

/** Whether the request carries a session cookie at all (valid or not: checking it needs the database). */
export const carriesSessionCookie = (header: string | undefined) =>
  header !== undefined && header.match(SESSION_COOKIE) !== null;

/**
 * Reads the session cookie and sets `user`: from the session cache when this signed value was checked
 * lately and nothing has changed for its user since (ADR 090), else through better-auth (signature,
 * session and user rows; it refreshes the cookie as it goes), whose answer is then cached.
 */
export function loadSession(auth: Auth, cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('cookie');
    if (!header?.includes('scout.session_token')) return next();
    const cookie = cache.enabled ? sessionCookieValue(header) : undefined;
    const cached = cookie ? cache.session(cookie, new Date()) : undefined;
    if (cached) {
      signIn(c, cached.user, cached.sessionId);
      return next();
    }
    const mark = cache.mark();
    const { headers, response: data } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (data) {
      signIn(c, data.user, data.session.id);
      if (cookie)
        cache.storeSession(cookie, mark, {
          user: data.user,
          sessionId: data.session.id,
          expiresAt: new Date(data.session.expiresAt),
        });
    }
    await next();
    // A rolling refresh comes back as Set-Cookie: pass it on. better-auth also answers an unknown or
    // expired session by erasing the cookie; that erasure is dropped. A request sent with the old
    // cookie just before a new one was set (the verification link ends the sessions made before it
    // and signs in again; a sign-in in another tab) would otherwise arrive after it and erase the new
    // session: signed out right after verifying. A dead cookie is harmless where it stays: it signs
    // nobody in, and the next sign-in replaces it.
    if (data) for (const setCookie of headers.getSetCookie()) c.res.headers.append('set-cookie', setCookie);
  };
}

function signIn(c: Context<AppEnv>, user: SessionUser, sessionId: string) {
  c.set('user', user);
  c.set('sessionId', sessionId);
  c.get('log').setBindings({ userId: user.id });
}

/**
 * A request that may have changed something (any method but GET and HEAD, and the e-mail link that
 * verifies an address) answers only once this instance's session cache has heard every change
 * committed so far: the caller's next request never meets its own revoked session or old plan.
 * Refusals made before any work (429, 503 busy) skip it: they change nothing, and a flood of them
 * must stay cheap.
 */
export function catchUpAfterChanges(cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const { method, path } = c.req;
    const mayChange = (method !== 'GET' && method !== 'HEAD') || path === '/api/auth/verify-email';
    if (mayChange && c.res.status !== 429 && c.res.status !== 503) await cache.catchUp();
  };
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError('unauthorized', 401);
  return next();
};

export const isAdmin = (user: { role?: string | null } | null) =>
  Boolean(user?.role?.split(',').includes('admin'));

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError('unauthorized', 401);
  if (!isAdmin(user)) throw new AppError('admin_required', 403);
  return next();
};

/** The signed-in user inside a route guarded by requireUser. */
export function currentUser(c: { get(key: 'user'): AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) throw new AppError('unauthorized', 401);
  return user;
}
