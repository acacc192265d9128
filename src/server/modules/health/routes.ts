import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { checkHealth } from './check-health.ts';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const health = await checkHealth({ pool: deps.database.pool, server: deps.databaseServer });
    if (health.status !== 'ok') c.header('Retry-After', '5');
    return c.json(health, health.status === 'ok' ? 200 : 503);
  });
}
