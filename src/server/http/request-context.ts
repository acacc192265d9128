import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger.ts';
import { clientAddress, type TrustProxy } from '../lib/trust-proxy.ts';
import type { RefusalSummary } from './refusal-summary.ts';
import type { AppEnv } from './types.ts';

/**
 * The caller's IP: the socket peer, or behind TRUST_PROXY's proxies the right-most X-Forwarded-For
 * entry they did not write (src/server/lib/trust-proxy.ts).
 */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket
  }
  return clientAddress(c.req.header('x-forwarded-for'), remote, trustProxy);
}

/**
 * Gives every request an id, a child logger, and one access-log line when it ends — except a
 * `429`, counted in `refusals` (one line per caller per interval: a flood's refusals would
 * otherwise be most of the log). With `checkResponses` (not in production), contract routes check
 * their answers (implement.ts).
 */
export function requestContext(
  logger: Logger,
  {
    checkResponses = false,
    refusals,
    trustProxy = false,
  }: { checkResponses?: boolean; refusals?: RefusalSummary; trustProxy?: TrustProxy } = {},
): MiddlewareHandler<AppEnv> {
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
      if (c.res.status === 429 && refusals)
        return refusals.count(user ? `user:${user.id}` : `ip:${clientIp(c, trustProxy)}`, {
          firstPath: c.req.path.slice(0, 100),
        });
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
