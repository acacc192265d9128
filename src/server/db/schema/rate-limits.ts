import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of our own rate limits (sign-in tries, e-mails, AI calls, API keys, better-auth's
 * per-address limits…), shared by every instance: rate-limiter-flexible's Drizzle store
 * (src/server/lib/rate-limit.ts). `points` used by `key` in its window, which ends at `expire`.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
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
