import { Hono } from 'hono';
import { dashboardApi } from '#contracts/dashboard.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { getDashboardStats } from './get-dashboard-stats.ts';

export function dashboardRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>().use(requireUser);
  // deps.now read per request (not destructured): a test or a job may set the clock later.
  implement(app, dashboardApi.stats, (c) =>
    getDashboardStats({ db: deps.database.db, userId: currentUser(c).id, now: deps.now() }),
  );
  return app;
}
