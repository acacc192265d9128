import { Hono } from 'hono';
import { requireAdmin } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { getAdminStats } from './get-admin-stats.ts';

export function adminRoutes({ database, now }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/stats', async (c) => c.json(await getAdminStats({ db: database.db, now: now() })));
}
