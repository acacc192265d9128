import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { catalogProducts } from './catalog.ts';
import { tz } from './columns.ts';

/**
 * Competitor tracking (docs/tracking.md). A tracked product points at a catalog product; what it
 * shows are the catalog's stored observations (snapshots). Alerts on products: `alerts.ts`.
 */
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
const product = () =>
  bigint('product_id', { mode: 'number' })
    .notNull()
    .references(() => catalogProducts.id, { onDelete: 'cascade' });

/** Outcome of the last attempt to get a fresh observation from a live source. */
export type RefreshStatus = 'observed' | 'no_live_source' | 'rate_limited' | 'not_found' | 'failed';

/** A competitor product a user tracks (held count: the plan's trackedCompetitors). */
export const trackedProducts = pgTable(
  'tracked_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    productId: product(),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** When a live source was last asked (null: due now). */
    lastRefreshAt: tz('last_refresh_at'),
    lastRefreshStatus: text('last_refresh_status').$type<RefreshStatus>(),
  },
  (t) => [
    uniqueIndex('tracked_products_user_product_idx').on(t.userId, t.productId),
    index('tracked_products_refresh_idx').on(t.lastRefreshAt),
  ],
);
