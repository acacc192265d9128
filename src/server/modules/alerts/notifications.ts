import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AlertNotification, AlertPreferences } from '#contracts/alerts.ts';
import type { Db } from '#server/db/client.ts';
import { alertNotifications, alertPreferences, catalogProductSnapshots } from '#server/db/schema/index.ts';

/** The caller's newest notifications and how many are unread (the dashboard polls this). */
export async function listNotifications(o: {
  db: Db;
  userId: string;
  limit: number;
}): Promise<{ notifications: AlertNotification[]; unread: number }> {
  const [rows, [unread]] = await Promise.all([
    o.db
      .select({ n: alertNotifications, source: catalogProductSnapshots.source })
      .from(alertNotifications)
      .leftJoin(catalogProductSnapshots, eq(catalogProductSnapshots.id, alertNotifications.snapshotId))
      .where(eq(alertNotifications.userId, o.userId))
      .orderBy(desc(alertNotifications.createdAt), desc(alertNotifications.id))
      .limit(o.limit),
    o.db
      .select({ n: count() })
      .from(alertNotifications)
      .where(and(eq(alertNotifications.userId, o.userId), isNull(alertNotifications.readAt))),
  ]);
  return {
    unread: unread?.n ?? 0,
    notifications: rows.map(({ n: r, source }) => ({
      id: r.id,
      alertKind: r.alertKind,
      alertId: r.alertId,
      asin: r.asin,
      marketplace: r.marketplace,
      productTitle: r.productTitle,
      details: r.details,
      source: r.observationSource ?? source,
      observedAt: r.observedAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      read: r.readAt != null,
    })),
  };
}

export async function markAllNotificationsRead(o: { db: Db; userId: string; now: Date }): Promise<void> {
  await o.db
    .update(alertNotifications)
    .set({ readAt: o.now })
    .where(and(eq(alertNotifications.userId, o.userId), isNull(alertNotifications.readAt)));
}

export async function getAlertPreferences(o: { db: Db; userId: string }): Promise<AlertPreferences> {
  const [row] = await o.db.select().from(alertPreferences).where(eq(alertPreferences.userId, o.userId));
  return { emailOnTrigger: row?.emailOnTrigger ?? false, language: row?.language ?? 'en' };
}

export async function saveAlertPreferences(o: {
  db: Db;
  userId: string;
  preferences: AlertPreferences;
  now: Date;
}): Promise<AlertPreferences> {
  const values = { ...o.preferences, updatedAt: o.now };
  await o.db
    .insert(alertPreferences)
    .values({ userId: o.userId, ...values })
    .onConflictDoUpdate({ target: alertPreferences.userId, set: values });
  return o.preferences;
}
