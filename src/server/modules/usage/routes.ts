import { Hono } from 'hono';
import { usageApi } from '#contracts/usage.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { getUsage } from './get-usage.ts';

export function usageRoutes({ database, now }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireUser);
  implement(app, usageApi.get, (c) => getUsage({ db: database.db, userId: currentUser(c).id, now: now() }));
  return app;
}
