import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  type AlertKind,
  alertNotifications,
  alertPreferences,
  type NotificationDetails,
  user,
} from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { alertEmail } from './alert-emails.ts';
import type { CurrentObservation, FieldObservation } from './product-observations.ts';

/**
 * Stores the notification of a triggered alert for one observation. The unique (alert, snapshot)
 * index makes it happen at most once, whoever evaluates; returns its id, or null when it existed.
 */
export async function insertNotification(
  tx: Db | Tx,
  o: {
    userId: string;
    alertKind: AlertKind;
    alertId: string;
    observation: CurrentObservation;
    /** When and by whom the figures that met the alert were observed. */
    observed: FieldObservation;
    details: NotificationDetails;
    now: Date;
  },
): Promise<string | null> {
  const [row] = await tx
    .insert(alertNotifications)
    .values({
      userId: o.userId,
      alertKind: o.alertKind,
      alertId: o.alertId,
      productId: o.observation.productId,
      snapshotId: o.observation.snapshotId,
      marketplace: o.observation.marketplace,
      asin: o.observation.asin,
      productTitle: o.observation.title,
      details: o.details,
      observedAt: o.observed.at,
      observationSource: o.observed.source,
      createdAt: o.now,
    })
    .onConflictDoNothing()
    .returning({ id: alertNotifications.id });
  return row?.id ?? null;
}

/**
 * Sends the e-mail of each new notification whose owner asked for e-mails (Settings), once: the
 * row is marked e-mailed first, so two instances never send it twice. A failed send is logged.
 */
export async function emailNotifications(o: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
  ids: string[];
  now: Date;
}): Promise<number> {
  if (o.ids.length === 0) return 0;
  const rows = await o.db
    .select({
      id: alertNotifications.id,
      email: user.email,
      lang: alertPreferences.language,
      title: alertNotifications.productTitle,
      asin: alertNotifications.asin,
      marketplace: alertNotifications.marketplace,
      details: alertNotifications.details,
      observedAt: alertNotifications.observedAt,
      source: alertNotifications.observationSource,
    })
    .from(alertNotifications)
    .innerJoin(alertPreferences, eq(alertPreferences.userId, alertNotifications.userId))
    .innerJoin(user, eq(user.id, alertNotifications.userId))
    .where(
      and(
        inArray(alertNotifications.id, o.ids),
        eq(alertPreferences.emailOnTrigger, true),
        isNull(alertNotifications.emailedAt),
      ),
    );
  let sent = 0;
  for (const row of rows) {
    const claimed = await o.db
      .update(alertNotifications)
      .set({ emailedAt: o.now })
      .where(and(eq(alertNotifications.id, row.id), isNull(alertNotifications.emailedAt)))
      .returning({ id: alertNotifications.id });
    if (claimed.length === 0) continue;
    try {
      await o.mailer.send({
        to: row.email,
        ...alertEmail({ ...row, dashboardUrl: `${o.baseUrl}/dashboard` }),
      });
      sent += 1;
    } catch (err) {
      o.logger.warn({ err, notificationId: row.id }, 'alert e-mail could not be sent');
    }
  }
  return sent;
}
