import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/types.ts';
import { AppError } from '../lib/app-error.ts';
import type { Auth } from './auth.ts';

/** Reads the session cookie (better-auth refreshes it as it goes) and sets `user`. */
export function loadSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.header('cookie')?.includes('scout.session_token')) {
      const { headers, response: data } = await auth.api.getSession({
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      if (data) {
        c.set('user', data.user);
        c.set('sessionId', data.session.id);
        c.get('log').setBindings({ userId: data.user.id });
      }
      await next();
      // A rolling refresh or an expired-session cleanup comes back as Set-Cookie: pass it on.
      for (const cookie of headers.getSetCookie()) c.res.headers.append('set-cookie', cookie);
      return;
    }
    return next();
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
