import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { CurrencyCode, MarketplaceCode } from '#domain/marketplaces.ts';
import { user } from './auth.ts';
import { catalogProducts } from './catalog.ts';
import { tz } from './columns.ts';

/**
 * A user's product searches (the history panel). Each row keeps the query and what it found: the
 * number of results and the best-scored result (name, price, sales, score). Deleting history never
 * gives quota back: the quota ledger is usage_events.
 */
export const productSearches = pgTable(
  'product_searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    marketplace: text('marketplace').$type<MarketplaceCode>().notNull(),
    keyword: text('keyword'),
    /** Department filter (name), null = all. */
    category: text('category'),
    /** The other filters as sent (min sales, max competition, price range). */
    filters: jsonb('filters').notNull().default({}),
    resultCount: integer('result_count').notNull(),
    /** The best-scored result, null when nothing was found. */
    topAsin: text('top_asin'),
    productName: text('product_name'),
    priceCents: integer('price_cents'),
    currency: text('currency').$type<CurrencyCode>(),
    estimatedSales: integer('estimated_sales'),
    /** The sales figure is a lower bound (Amazon's "N+ bought" badge): shown "N+". */
    estimatedSalesIsLowerBound: boolean('estimated_sales_is_lower_bound').notNull().default(false),
    opportunityScore: smallint('opportunity_score'),
  },
  (t) => [index('product_searches_user_time_idx').on(t.userId, t.createdAt.desc())],
);

/** Products a user starred on the research pages. */
export const productFavourites = pgTable(
  'product_favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
