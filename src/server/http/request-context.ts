import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger.ts';
import type { AppEnv } from './types.ts';

/** The caller's IP: the socket peer, or the first X-Forwarded-For hop when TRUST_PROXY is on. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/**
 * Gives every request an id, a child logger, and one access-log line when it ends. With
 * `checkResponses` (not in production), contract routes check their answers (implement.ts).
 */
export function requestContext(logger: Logger, { checkResponses = false } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('user', null);
    c.set('sessionId', null);
    c.set('checkResponses', checkResponses);
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    if (c.req.path.startsWith('/api/')) {
      const user = c.get('user');
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
          userId: user?.id,
        },
        'request',
      );
    }
  };
}
