import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '#server/http/types.ts';

import { registerScrapeMetrics } from './collect-metrics.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN as its bearer
 * token (docs/monitoring.md). Off when METRICS_TOKEN is unset: a 404 as for any unknown path, so a
 * public instance says nothing of its load. A wrong token is a 401.
 */
export function metricsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const token = deps.env.METRICS_TOKEN;
  if (token) registerScrapeMetrics(deps.metrics, deps);
  app.get('/', async (c) => {
    if (!token) return c.text('Not found', 404);
    const given =
      c.req
        .header('authorization')
        ?.match(/^Bearer\s+(.+)$/i)?.[1]
        ?.trim() ?? '';
    if (!sameSecret(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('Unauthorized', 401);
    }
    const body = await deps.metrics.registry.metrics();
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': deps.metrics.registry.contentType });
  });
  return app;
}
