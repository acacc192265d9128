import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db, Tx } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

/**
 * The one rate limiter of Scout's own limits (ADR 174): rate-limiter-flexible's Drizzle store on
 * `rate_limit_buckets`, so a limit holds across instances. A window of `windowMs` starts at a key's
 * first hit (the library's clock: the server's); `limit` hits are allowed in it. `key` names the
 * limit and the subject, e.g. `ai:<userId>`, and ends with the subject (deleting an account erases
 * keys by it). The external APIs' token buckets are another thing (shared-rate-budget.ts).
 */
export interface RateLimit {
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** When the window ends (and, when refused, the Retry-After). */
  resetAt: Date;
  retryAfterSeconds: number;
}

export interface RateLimitHits extends RateLimitResult {
  /** Of the hits counted at once, how many were within the limit (the first ones). */
  withinLimit: number;
}

/** The database or a transaction: a hit counted in a transaction is undone with it. */
type Store = Pick<Db | Tx, 'insert' | 'select' | 'delete'>;

const limiters = new WeakMap<Store, Map<string, RateLimiterDrizzle>>();

/** The library's limiter of this store and rule (one per pair; the database's first one also clears expired rows every 5 minutes). */
function limiterOf(store: Store, o: Pick<RateLimit, 'limit' | 'windowMs'>) {
  const ofStore = limiters.get(store) ?? new Map<string, RateLimiterDrizzle>();
  limiters.set(store, ofStore);
  const id = `${o.limit}/${o.windowMs}`;
  let limiter = ofStore.get(id);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: store,
      schema: rateLimitBuckets,
      keyPrefix: '',
      points: o.limit,
      duration: o.windowMs / 1000,
      clearExpiredByTimeout: ofStore.size === 0 && !('rollback' in store),
    });
    ofStore.set(id, limiter);
  }
  return limiter;
}

/** Counts one hit (or `hits` at once: a batch) against `key`, atomically in the database. */
export async function hitRateLimit(store: Store, o: RateLimit & { hits?: number }): Promise<RateLimitHits> {
  const hits = o.hits ?? 1;
  let res: RateLimiterRes;
  let allowed = true;
  try {
    res = await limiterOf(store, o).consume(o.key, hits);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal; // the database failed, not the limit
    res = refusal;
    allowed = false;
  }
  return {
    allowed,
    remaining: res.remainingPoints,
    resetAt: new Date(Date.now() + res.msBeforeNext),
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    withinLimit: Math.max(0, Math.min(hits, o.limit - (res.consumedPoints - hits))),
  };
}

/** Gives back an allowed hit that was not used (a successful sign-in, a second budget that refused). */
export async function giveBackRateLimitHit(store: Store, o: RateLimit) {
  await limiterOf(store, o).reward(o.key, 1);
}

/** Throws `rate_limited` (429, with retryAfterSeconds) when the hit goes over the limit. */
export async function enforceRateLimit(store: Store, o: RateLimit): Promise<RateLimitResult> {
  const result = await hitRateLimit(store, o);
  if (!result.allowed)
    throw new AppError('rate_limited', 429, { retryAfterSeconds: result.retryAfterSeconds });
  return result;
}
