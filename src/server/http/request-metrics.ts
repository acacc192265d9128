import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from '../lib/metrics.ts';
import type { AppEnv } from './types.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts and times every request by its route pattern (`/api/tracking/products/:id`), never by its
 * raw path: ids, ASINs and random paths would give each request a series of its own. A path no
 * route matches counts under the catch-all that answered it (`/api/*`, `*`).
 */
export function requestMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
      const route = routePath(c) || 'unmatched';
      metrics.requests.inc({ method, route, status: String(c.res.status) });
      metrics.duration.observe({ method, route }, (performance.now() - started) / 1000);
    }
  };
}
