import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { InventoryForecast } from '#domain/forecast/inventory-forecast.ts';
import type { ScanCriteria } from '#domain/market/opportunity-scan.ts';
import type { SourcingFlag, SourcingRuleId, SourcingSettings } from '#domain/market/sourcing-rules.ts';
import type { CurrencyCode, MarketplaceCode } from '#domain/marketplaces.ts';
import { user } from './auth.ts';
import { tz } from './columns.ts';

/** The inputs of an inventory forecast as the seller typed them. */
export interface InventoryForecastInputs {
  asin: string | null;
  productName: string;
  currentStock: number;
  avgDailySales: number;
  priceCents: number | null;
  leadTime: string;
  serviceLevel: number;
}

/** Inventory forecasts a seller ran (pro and elite), newest first on the /inventory page. */
export const inventoryForecasts = pgTable(
  'inventory_forecasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    asin: text('asin'),
    productName: text('product_name').notNull(),
    currentStock: integer('current_stock').notNull(),
    inputs: jsonb('inputs').$type<InventoryForecastInputs>().notNull(),
    result: jsonb('result').$type<InventoryForecast>().notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('inventory_forecasts_user_time_idx').on(t.userId, t.createdAt)],
);

/** One listing the scanner kept, with what its score is made of. */
export interface ScanHit {
  productId: number;
  asin: string;
  title: string;
  category: string | null;
  currency: CurrencyCode;
  priceCents: number | null;
  units: number;
  competition: number;
  /** The figure the minimum was checked on: margin (with the cost assumption) or share left after fees; a range's middle. */
  marginPercent: number;
  /** The margin (or share left) as a range: low = high when the size is known. */
  marginRange?: { low: number; high: number };
  marginBasis?: 'margin' | 'leftAfterFees';
  /** How the package size behind the FBA fee was known ('exact': scans from before this was kept). */
  fba?: 'exact' | 'package' | 'item' | 'typical' | 'unknown';
  /** The cost the margin used (absent: no cost, the share left after fees). */
  cost?: { minor: number; basis: 'own' | 'assumedPercent' | 'assumedPerUnit'; bp?: number };
  score: number;
  components: { key: string; weight: number; score: number | null }[];
  /** The user starred it or found it in a search. */
  inYourHistory: boolean;
  /** Sourcing rules it trips that the seller switched off (a switched-on rule leaves it out). */
  flags?: SourcingFlag[];
}

/**
 * Opportunity scans (pro and elite): the catalog of a marketplace read in id order, a batch per
 * step, so progress is real and any instance can run the next step (the row is locked per step).
 */
export const opportunityScans = pgTable(
  'opportunity_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    criteria: jsonb('criteria').$type<ScanCriteria>().notNull(),
    status: text('status').$type<'running' | 'done'>().notNull().default('running'),
    /** Last catalog product id read. */
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull(),
    matched: integer('matched').notNull().default(0),
    results: jsonb('results').$type<ScanHit[]>().notNull().default([]),
    /** The seller's sourcing rules when the scan started, and the matches each rule left out. */
    sourcing: jsonb('sourcing').$type<SourcingSettings>(),
    excluded: jsonb('excluded').$type<Partial<Record<SourcingRuleId, number>>>().notNull().default({}),
    createdAt: tz('created_at').notNull().defaultNow(),
    finishedAt: tz('finished_at'),
  },
  (t) => [index('opportunity_scans_user_time_idx').on(t.userId, t.createdAt)],
);

/** A seller's sourcing rules (docs/toolkit.md "Sourcing rules"): the rules switched off, gated brands. */
export const sourcingPreferences = pgTable('sourcing_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  disabledRules: jsonb('disabled_rules').$type<SourcingRuleId[]>().notNull().default([]),
  gatedBrands: jsonb('gated_brands').$type<string[]>().notNull().default([]),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
