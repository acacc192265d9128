import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';

const notFoundReport = z.object({ path: z.string().max(2048) });

/** The SPA reports what the server cannot see: a visit to a path that has no page. */
export function clientLogRoutes() {
  return new Hono<AppEnv>().post('/not-found', validate('json', notFoundReport), (c) => {
    const { path } = c.req.valid('json');
    c.get('log').warn({ path, referer: c.req.header('referer') }, 'page not found');
    return c.body(null, 204);
  });
}
