import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ConcurrencyLimit, type ConcurrencyLimitOptions } from '../lib/concurrency-limit.ts';
import { clientIp } from './request-context.ts';
import type { AppEnv } from './types.ts';

/**
 * Expensive routes (research, toolkit, AI, seller data, the REST API): per caller, 2 running and 8
 * waiting (up to 15 s) at most; past that `429 rate_limited` (queue full) or `503 busy` (waited too
 * long), with Retry-After. One user sending hundreds of analyses at once then uses 2 connections'
 * worth of the server, and everybody else keeps theirs (benchmark: docs/benchmarks.md, flood).
 */
export const EXPENSIVE_ROUTE_LIMIT: ConcurrencyLimitOptions = {
  maxActive: 2,
  maxQueued: 8,
  maxWaitMs: 15_000,
};

/**
 * Who is calling: the signed-in user, else the REST API key (its hash: the key itself is a secret,
 * and one not yet checked gets its 401 right after), else the client address.
 */
function callerKey(c: Parameters<MiddlewareHandler<AppEnv>>[0], trustProxy: boolean) {
  const user = c.get('user');
  if (user) return `user:${user.id}`;
  const bearer = c.req.header('authorization');
  if (bearer) return `key:${createHash('sha256').update(bearer).digest('base64url')}`;
  return `ip:${clientIp(c, trustProxy)}`;
}

/** Middleware running each caller's requests through one ConcurrencyLimit (shared by the routes it guards). */
export function limitPerCaller(
  o: { trustProxy: boolean },
  limit = new ConcurrencyLimit(EXPENSIVE_ROUTE_LIMIT),
): MiddlewareHandler<AppEnv> {
  return (c, next) => limit.run(callerKey(c, o.trustProxy), next);
}

/**
 * The same limit, keyed by the credential the request carries (its session cookie, API key or
 * address) and run *before* the session is looked up: a flood from one session is refused without
 * a database query each (the per-user limit after it still bounds a user with many sessions).
 */
export function limitPerCredential(
  o: { trustProxy: boolean },
  limit = new ConcurrencyLimit(EXPENSIVE_ROUTE_LIMIT),
): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const session = /(?:^|;\s*)(?:__Secure-)?scout\.session_token=([^;]+)/.exec(
      c.req.header('cookie') ?? '',
    )?.[1];
    const key = session
      ? `session:${createHash('sha256').update(session).digest('base64url')}`
      : callerKey(c, o.trustProxy);
    return limit.run(key, next);
  };
}
