import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { PaidPlanId } from '#domain/plans.ts';
import { user } from './auth.ts';
import { tz } from './columns.ts';

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
