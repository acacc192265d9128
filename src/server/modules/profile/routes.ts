import { Hono } from 'hono';
import { profileApi } from '#contracts/profile.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { getProfile } from './get-profile.ts';
import { updateProfile } from './update-profile.ts';

export function profileRoutes({ database, now }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireUser);
  implement(app, profileApi.get, (c) => getProfile({ db: database.db, userId: currentUser(c).id }));
  implement(app, profileApi.update, (c, { body }) =>
    updateProfile({ db: database.db, userId: currentUser(c).id, input: body, now: now() }),
  );
  return app;
}
