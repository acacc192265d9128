import type { MiddlewareHandler } from 'hono';
import { AppError } from '../lib/app-error.ts';
import type { AppEnv } from './types.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated state changes must come from our own pages: the Origin header (or, when a
 * browser omits it, Sec-Fetch-Site) must match. Requests without a session cookie carry no ambient
 * authority and pass (API keys, webhooks); better-auth applies the same rule to /api/auth itself.
 */
export function csrfGuard(allowedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (SAFE.has(c.req.method) || !c.req.header('cookie')?.includes('scout.session_token')) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const ok = origin ? allowed.has(origin) : site === 'same-origin';
    if (!ok) throw new AppError('csrf_rejected', 403);
    return next();
  };
}
