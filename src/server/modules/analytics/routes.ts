import { Hono } from 'hono';
import { analyticsApi } from '#contracts/analytics.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { requireFeature } from '#server/modules/billing/index.ts';
import { getAnalytics } from './get-analytics.ts';

/** The analytics dashboard (elite): figures from the seller's own stored data. */
export function analyticsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>().use(requireUser, requireFeature(deps, 'analyticsDashboard'));
  implement(app, analyticsApi.get, (c, { query }) =>
    getAnalytics({ db: deps.database.db, userId: currentUser(c).id, ...query, now: deps.now() }),
  );
  return app;
}
