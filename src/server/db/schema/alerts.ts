import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AlertCondition, Criteria, CriterionOutcome } from '#domain/alerts/alert-rules.ts';
import type { Language } from '#domain/languages.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { MinorUnits } from '#domain/money.ts';
import { user } from './auth.ts';
import { type CatalogSource, catalogProductSnapshots, catalogProducts } from './catalog.ts';
import { tz } from './columns.ts';

/**
 * Price and multi-criteria alerts, their notifications and e-mail preference (docs/tracking.md).
 * An alert points at a catalog product and is evaluated against its stored observations (snapshots).
 */
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
const product = () =>
  bigint('product_id', { mode: 'number' })
    .notNull()
    .references(() => catalogProducts.id, { onDelete: 'cascade' });

/** Evaluation state shared by both kinds of alert. */
const alertState = () => ({
  enabled: boolean('enabled').notNull().default(true),
  /** The condition was met at the last evaluation (the "triggered" badge). */
  triggered: boolean('triggered').notNull().default(false),
  lastCheckedAt: tz('last_checked_at'),
  /** The newest snapshot of the product at the last evaluation (null: evaluate again). */
  lastSnapshotId: bigint('last_snapshot_id', { mode: 'number' }),
  lastTriggeredAt: tz('last_triggered_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    productId: product(),
    /** Minor units of `currency` (the marketplace's). */
    targetPriceCents: integer('target_price_cents').notNull(),
    currency: text('currency').notNull(),
    condition: text('condition').$type<AlertCondition>().notNull(),
    /** The price seen at the last evaluation. */
    lastPriceCents: integer('last_price_cents'),
    ...alertState(),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.createdAt),
    index('price_alerts_product_idx').on(t.productId),
  ],
);

export const multiCriteriaAlerts = pgTable(
  'multi_criteria_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    productId: product(),
    name: text('name').notNull(),
    criteria: jsonb('criteria').$type<Criteria>().notNull(),
    ...alertState(),
  },
  (t) => [
    index('multi_criteria_alerts_user_idx').on(t.userId, t.createdAt),
    index('multi_criteria_alerts_product_idx').on(t.productId),
  ],
);

export type AlertKind = 'price' | 'multi_criteria';

export type NotificationDetails =
  | {
      kind: 'price';
      condition: AlertCondition;
      targetPriceCents: MinorUnits;
      priceCents: MinorUnits;
      currency: string;
    }
  | { kind: 'multi_criteria'; name: string; currency: string; outcomes: CriterionOutcome[] };

/**
 * A triggered alert, kept for the alerts panel and the toast. One per alert and observation
 * (unique), so the same snapshot never notifies twice, whichever instance evaluates it.
 */
export const alertNotifications = pgTable(
  'alert_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    alertKind: text('alert_kind').$type<AlertKind>().notNull(),
    /** Not a foreign key: the notification outlives a deleted alert. */
    alertId: uuid('alert_id').notNull(),
    productId: product(),
    snapshotId: bigint('snapshot_id', { mode: 'number' }).references(() => catalogProductSnapshots.id, {
      onDelete: 'set null',
    }),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    asin: text('asin').notNull(),
    productTitle: text('product_title').notNull(),
    details: jsonb('details').$type<NotificationDetails>().notNull(),
    observedAt: tz('observed_at').notNull(),
    /** Who observed the figures that met the alert (Keepa, SP-API, the user's extension…); null before it was kept. */
    observationSource: text('observation_source').$type<CatalogSource>(),
    createdAt: tz('created_at').notNull().defaultNow(),
    readAt: tz('read_at'),
    emailedAt: tz('emailed_at'),
  },
  (t) => [
    uniqueIndex('alert_notifications_alert_snapshot_idx').on(t.alertId, t.snapshotId),
    index('alert_notifications_user_time_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** How a user wants to hear about triggered alerts besides the dashboard. */
export const alertPreferences = pgTable('alert_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  emailOnTrigger: boolean('email_on_trigger').notNull().default(false),
  /** Language of the e-mails (the app's language when the preference was saved). */
  language: text('language').$type<Language>().notNull().default('en'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
