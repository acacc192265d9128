import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BillingPeriod, PaymentMethod, PaymentMode } from '#domain/billing/prices.ts';
import type { PaidPlanId, PlanId } from '#domain/plans.ts';
import { user } from './auth.ts';
import { tz } from './columns.ts';

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

export type CheckoutStatus = 'open' | 'completed' | 'canceled' | 'refund-due';

/**
 * One row per checkout started from the pricing page (and per plan change): what was ordered, with
 * which provider, and whether it was paid. Fulfilment flips `open` → `completed` exactly once.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** stripe | test-checkout */
    provider: text('provider').notNull(),
    /** new: a checkout page; change: an immediate prorated plan change of an existing subscription */
    kind: text('kind').$type<'new' | 'change'>().notNull().default('new'),
    plan: text('plan').$type<PaidPlanId>().notNull(),
    mode: text('mode').$type<PaymentMode>().notNull(),
    billingPeriod: text('billing_period').$type<BillingPeriod>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** What the payment page charges: the price less `creditCents`. */
    amountCents: integer('amount_cents').notNull(),
    /** The unused part of a paid one-time month this purchase replaced, taken off its price. */
    creditCents: integer('credit_cents').notNull().default(0),
    currency: text('currency').notNull(),
    /**
     * open | completed | canceled | refund-due (paid, but not applied: the user already had a renewing
     * subscription or a lifetime plan covering it; refund it from the provider's dashboard)
     */
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    providerSessionId: text('provider_session_id'),
    providerCustomerId: text('provider_customer_id'),
    createdAt: tz('created_at').notNull().defaultNow(),
    completedAt: tz('completed_at'),
  },
  (t) => [
    index('checkouts_user_idx').on(t.userId, t.createdAt),
    index('checkouts_provider_session_idx').on(t.providerSessionId),
  ],
);

/** Webhook events already processed, by the provider's event id (each event has one effect). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: tz('received_at').notNull().defaultNow(),
});
