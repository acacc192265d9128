import { Hono } from 'hono';
import { notificationsApi } from '#contracts/alerts.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import {
  getAlertPreferences,
  listNotifications,
  markAllNotificationsRead,
  saveAlertPreferences,
} from './notifications.ts';

/** Triggered-alert notifications and the e-mail preference: /api/notifications (any plan). */
export function notificationRoutes({ database, now }: AppDeps) {
  const db = database.db;
  const app = new Hono<AppEnv>().use(requireUser);
  implement(app, notificationsApi.list, (c, { query }) =>
    listNotifications({ db, userId: currentUser(c).id, limit: query.limit }),
  );
  implement(app, notificationsApi.markAllRead, (c) =>
    markAllNotificationsRead({ db, userId: currentUser(c).id, now: now() }),
  );
  implement(app, notificationsApi.preferences, (c) => getAlertPreferences({ db, userId: currentUser(c).id }));
  implement(app, notificationsApi.savePreferences, (c, { body }) =>
    saveAlertPreferences({ db, userId: currentUser(c).id, preferences: body, now: now() }),
  );
  return app;
}
