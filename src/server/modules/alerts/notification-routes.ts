import { Hono } from 'hono';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import {
  getAlertPreferences,
  listNotifications,
  markAllNotificationsRead,
  saveAlertPreferences,
} from './notifications.ts';
import { notificationsQuery, preferencesBody } from './schema.ts';

/** Triggered-alert notifications and the e-mail preference: /api/notifications (any plan). */
export function notificationRoutes({ database, now }: AppDeps) {
  const db = database.db;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', validate('query', notificationsQuery), async (c) =>
      c.json(await listNotifications({ db, userId: currentUser(c).id, limit: c.req.valid('query').limit })),
    )
    .post('/read', async (c) => {
      await markAllNotificationsRead({ db, userId: currentUser(c).id, now: now() });
      return c.body(null, 204);
    })
    .get('/preferences', async (c) => c.json(await getAlertPreferences({ db, userId: currentUser(c).id })))
    .put('/preferences', validate('json', preferencesBody), async (c) =>
      c.json(
        await saveAlertPreferences({
          db,
          userId: currentUser(c).id,
          preferences: c.req.valid('json'),
          now: now(),
        }),
      ),
    );
}
