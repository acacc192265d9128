import { Hono } from 'hono';
import { clientLogApi } from '#contracts/client-log.ts';
import { implement } from '#server/http/implement.ts';
import { clientIp } from '#server/http/request-context.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { enforceRateLimit } from '#server/lib/rate-limit.ts';

/**
 * Anyone may report, so reports are bounded: 20 a minute per client address (across instances;
 * past that `429 rate_limited` and nothing is logged) and each logged value cut to 300 characters.
 */
const REPORT_LIMIT = { limit: 20, windowMs: 60_000 };
const LOGGED_CHARS = 300;

const cut = (value: string | undefined) =>
  value && value.length > LOGGED_CHARS ? `${value.slice(0, LOGGED_CHARS)}…` : value;

/** The SPA reports what the server cannot see: a visit to a path that has no page. */
export function clientLogRoutes({ database, env }: AppDeps) {
  const app = new Hono<AppEnv>();
  implement(app, clientLogApi.notFound, async (c, { body }) => {
    const ip = clientIp(c, env.TRUST_PROXY);
    await enforceRateLimit(database.db, { key: `client-log:${ip}`, ...REPORT_LIMIT });
    c.get('log').warn({ path: cut(body.path), referer: cut(c.req.header('referer')) }, 'page not found');
  });
  return app;
}
