import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { user } from './auth.ts';

/**
 * What one unit of a seller's product costs them, per marketplace and ASIN (docs/seller-data.md
 * "Margin"): the cost of goods and Amazon's fees per unit, in minor units of `currency` (the
 * marketplace's). Entered by the seller (optionally from Scout's fee estimate); drives the margins
 * of the analytics dashboard and the dashboard's "Average margin".
 */
export const productCosts = pgTable(
  'product_costs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    asin: text('asin').notNull(),
    currency: text('currency').notNull(),
    unitCostMinor: integer('unit_cost_minor').notNull(),
    feesPerUnitMinor: integer('fees_per_unit_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.marketplace, t.asin] }),
    check('product_costs_non_negative', sql`${t.unitCostMinor} >= 0 and ${t.feesPerUnitMinor} >= 0`),
  ],
);
