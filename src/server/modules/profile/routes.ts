import { Hono } from 'hono';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { getProfile } from './get-profile.ts';
import { updateProfileBody } from './schema.ts';
import { updateProfile } from './update-profile.ts';

export function profileRoutes({ database, now }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json(await getProfile({ db: database.db, userId: currentUser(c).id })))
    .patch('/', validate('json', updateProfileBody), async (c) =>
      c.json(
        await updateProfile({
          db: database.db,
          userId: currentUser(c).id,
          input: c.req.valid('json'),
          now: now(),
        }),
      ),
    );
}
