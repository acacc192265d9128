import { Hono } from 'hono';
import { adminApi } from '#contracts/admin.ts';
import { requireAdmin } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { getAdminStats } from './get-admin-stats.ts';

export function adminRoutes({ database, now }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAdmin);
  implement(app, adminApi.stats, () => getAdminStats({ db: database.db, now: now() }));
  return app;
}
