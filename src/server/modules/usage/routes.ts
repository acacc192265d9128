import { Hono } from 'hono';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { getUsage } from './get-usage.ts';

export function usageRoutes({ database, now }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) =>
      c.json(await getUsage({ db: database.db, userId: currentUser(c).id, now: now() })),
    );
}
