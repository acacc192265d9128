import { Hono } from 'hono';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { getDashboardStats } from './get-dashboard-stats.ts';

export function dashboardRoutes({ database, now }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/stats', async (c) =>
      c.json(await getDashboardStats({ db: database.db, userId: currentUser(c).id, now: now() })),
    );
}
