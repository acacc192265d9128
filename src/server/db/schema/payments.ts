import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillingPeriod, PaymentMethod, PaymentMode } from '#domain/billing/prices.ts';
import type { PaidPlanId } from '#domain/plans.ts';
import { user } from './auth.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    amountCents: integer('amount_cents').notNull(),
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

/** Codes an administrator creates; each grants a plan (lifetime, or one month without renewal). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, unique. */
    code: text('code').notNull().unique(),
    plan: text('plan').$type<PaidPlanId>().notNull(),
    isLifetime: boolean('is_lifetime').notNull().default(false),
    /** null = unlimited */
    maxUses: integer('max_uses'),
    currentUses: integer('current_uses').notNull().default(0),
    expiresAt: tz('expires_at'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('promo_codes_created_idx').on(t.createdAt)],
);

/** Who redeemed which code (a user redeems a code once). */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    redeemedAt: tz('redeemed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.userId] })],
);

/** Every change an administrator makes through the console (append-only). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** e.g. promo_code.create, promo_code.delete */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);
