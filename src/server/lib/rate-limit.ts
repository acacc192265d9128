import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  resetAt: Date;
}

export interface RateLimitHits extends RateLimitResult {
  /** Of the hits counted at once, how many were within the limit (the first ones). */
  withinLimit: number;
}

/**
 * Counts one hit (or `hits` at once: a batch) against `key` in a fixed window of `windowMs`,
 * atomically in the database (so the limit holds across instances). `key` names the limit and the
 * subject, e.g. `ai:<userId>`; it ends with the subject (deleting an account erases keys by it).
 */
export async function hitRateLimit(
  db: Pick<Db, 'execute'>,
  o: { key: string; limit: number; windowMs: number; now: Date; hits?: number },
): Promise<RateLimitHits> {
  const hits = o.hits ?? 1;
  const windowStart = new Date(Math.floor(o.now.getTime() / o.windowMs) * o.windowMs);
  const result = await db.execute<{ count: number }>(sql`
    insert into ${rateLimitBuckets} (key, window_start, count) values (${o.key}, ${windowStart}, ${hits})
    on conflict (key) do update set
      count = case when ${rateLimitBuckets.windowStart} = excluded.window_start
        then ${rateLimitBuckets.count} + excluded.count else excluded.count end,
      window_start = excluded.window_start
    returning count`);
  const count = Number(result.rows[0]?.count ?? hits);
  return {
    allowed: count <= o.limit,
    remaining: Math.max(0, o.limit - count),
    resetAt: new Date(windowStart.getTime() + o.windowMs),
    withinLimit: Math.max(0, Math.min(hits, o.limit - (count - hits))),
  };
}

/**
 * Gives back an allowed hit that was not used (e.g. a second budget refused the same action), in
 * the same window only: once the window has turned, there is nothing to give back.
 */
export async function giveBackRateLimitHit(
  db: Pick<Db, 'execute'>,
  o: { key: string; windowMs: number; now: Date },
): Promise<void> {
  const windowStart = new Date(Math.floor(o.now.getTime() / o.windowMs) * o.windowMs);
  await db.execute(sql`
    update ${rateLimitBuckets} set count = count - 1
    where key = ${o.key} and window_start = ${windowStart} and count > 0`);
}

/** Throws `rate_limited` (429, with retryAfterSeconds) when the hit goes over the limit. */
export async function enforceRateLimit(
  db: Pick<Db, 'execute'>,
  o: { key: string; limit: number; windowMs: number; now: Date },
): Promise<RateLimitResult> {
  const result = await hitRateLimit(db, o);
  if (!result.allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil((result.resetAt.getTime() - o.now.getTime()) / 1000));
    throw new AppError('rate_limited', 429, { retryAfterSeconds });
  }
  return result;
}
