import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters for our own rate limits (AI calls, API keys…), shared by every instance. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Token buckets of the external APIs' rate limits (SP-API operations per credential, Keepa tokens
 * per key), shared by every instance: `tokens` is the balance at `updated_at` (negative: calls
 * reserved and waiting), refilled at `rate` per second up to `burst`. See src/server/lib/shared-rate-budget.ts.
 */
export const rateBudgets = pgTable('rate_budgets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  /** Tokens per second learnt from the API's answers (x-amzn-RateLimit-Limit, Keepa refillRate); null: the documented default. */
  learntRate: doublePrecision('learnt_rate'),
  learntBurst: doublePrecision('learnt_burst'),
  /** Tokens reserved by calls not answered yet (Keepa: its answers tell the balance after them). */
  pending: doublePrecision('pending').notNull().default(0),
  /** May be in the future: no refill before then (Keepa's next refill). */
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
