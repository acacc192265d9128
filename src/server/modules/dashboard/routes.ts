import { Hono } from 'hono';
import { dashboardApi } from '#contracts/dashboard.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { getDashboardStats } from './get-dashboard-stats.ts';

export function dashboardRoutes({ database, now }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireUser);
  implement(app, dashboardApi.stats, (c) =>
    getDashboardStats({ db: database.db, userId: currentUser(c).id, now: now() }),
  );
  return app;
}
