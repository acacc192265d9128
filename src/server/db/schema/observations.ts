import { bigint, bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FigureJudgement } from '#domain/observations/agreement.ts';
import { user } from './auth.ts';
import { catalogProductSnapshots, catalogProducts } from './catalog.ts';
import { tz } from './columns.ts';

/**
 * Browser observations kept from other users while OBSERVATIONS_SHARED is on (docs/extension.md):
 * an `outlier` (a figure far from the product's shared value) or one `unconfirmed` yet (no other
 * source or user to agree with). The snapshot stays its observer's (private); the operator sees the
 * outliers and may release one (it becomes shared) or dismiss it.
 */
export const observationHolds = pgTable(
  'observation_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    snapshotId: bigint('snapshot_id', { mode: 'number' })
      .notNull()
      .references(() => catalogProductSnapshots.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'outlier' | 'unconfirmed'>().notNull(),
    /** Each figure observed, the shared value it was compared with, and the verdict. */
    figures: jsonb('figures').$type<FigureJudgement[]>().notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    resolvedAt: tz('resolved_at'),
    resolution: text('resolution').$type<'released' | 'dismissed'>(),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('observation_holds_snapshot_idx').on(t.snapshotId),
    index('observation_holds_open_idx').on(t.reason, t.createdAt.desc()),
  ],
);

/** Observers the operator trusts: their observations are shared at once, titles and categories too. */
export const trustedObservers = pgTable('trusted_observers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  trustedBy: text('trusted_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: tz('created_at').notNull().defaultNow(),
});
