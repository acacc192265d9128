import { Hono } from 'hono';
import { clientLogApi } from '#contracts/client-log.ts';
import { implement } from '#server/http/implement.ts';
import type { AppEnv } from '#server/http/types.ts';

/** The SPA reports what the server cannot see: a visit to a path that has no page. */
export function clientLogRoutes() {
  const app = new Hono<AppEnv>();
  implement(app, clientLogApi.notFound, (c, { body }) => {
    c.get('log').warn({ path: body.path, referer: c.req.header('referer') }, 'page not found');
  });
  return app;
}
