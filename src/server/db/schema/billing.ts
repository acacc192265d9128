import { bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PlanId } from '#domain/plans.ts';
import { user } from './auth.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per user who ever had a paid plan. No row, or a row that is not active/canceling or whose
 * period has ended, means the free plan (see get-effective-plan.ts).
 */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  plan: text('plan').$type<PlanId>().notNull().default('free'),
  /** active | canceling (access until period end, no renewal) | expired */
  status: text('status').$type<'active' | 'canceling' | 'expired'>().notNull().default('active'),
  /** stripe | test-checkout | promo */
  provider: text('provider'),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id'),
  billingPeriod: text('billing_period').$type<'monthly' | 'yearly'>(),
  /** A one-time payment or a standard promo code: one month of access, no renewal. */
  oneTime: boolean('one_time').notNull().default(false),
  /** The grant in force is a lifetime promo code: no end. */
  lifetime: boolean('lifetime').notNull().default(false),
  /**
   * The plan a lifetime promo code gave this user for good. Kept while a higher paid plan is in force
   * and given back when that plan ends (null: no lifetime plan).
   */
  lifetimePlan: text('lifetime_plan').$type<PlanId>(),
  currentPeriodStart: tz('current_period_start'),
  currentPeriodEnd: tz('current_period_end'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export type UsageKind = 'product_search' | 'keyword_search';

/**
 * The quota ledger: one row per counted action. Separate from the search history so that deleting
 * one's history does not give back quota.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UsageKind>().notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('usage_events_user_kind_time_idx').on(t.userId, t.kind, t.createdAt)],
);
