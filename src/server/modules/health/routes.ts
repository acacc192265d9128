import { Hono } from 'hono';
import { healthApi } from '#contracts/health.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { checkHealth } from './check-health.ts';

export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  implement(app, healthApi.get, async (c) => {
    const health = await checkHealth({
      pool: deps.database.pool,
      server: deps.databaseServer,
      workers: deps.env.JOBS_ENABLED,
    });
    if (health.status !== 'ok') {
      c.status(503);
      c.header('Retry-After', '5');
    }
    return health;
  });
  return app;
}
