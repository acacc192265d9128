import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CostAssumption } from '#domain/estimators/margin.ts';
import type { SellerCountry } from '#domain/fees/seller-countries.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { user } from './auth.ts';

/**
 * What the seller tells Scout for its fee and margin figures (docs/estimators.md "Amazon fees"):
 * VAT registration per marketplace, country of establishment (digital services fee) and the
 * research cost assumption. No row: Scout's defaults (VAT-registered where prices include VAT,
 * established in the marketplace's country, cost 25 % of the price).
 */
export const feeSettings = pgTable('fee_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  vatRegistered: jsonb('vat_registered')
    .$type<Partial<Record<MarketplaceCode, boolean>>>()
    .notNull()
    .default({}),
  /** null: the marketplace's own country. */
  establishedIn: text('established_in').$type<SellerCountry>(),
  costAssumption: jsonb('cost_assumption').$type<CostAssumption>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
