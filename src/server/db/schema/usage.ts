import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { tz } from './columns.ts';

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
