import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ConcurrencyLimit, type ConcurrencyLimitOptions } from '../lib/concurrency-limit.ts';
import type { TrustProxy } from '../lib/trust-proxy.ts';
import { clientIp } from './request-context.ts';
import type { AppEnv } from './types.ts';

/**
 * Expensive routes (research, toolkit, AI, seller data, the REST API): per caller, 2 running (1
 * while other callers are served, or were within the last second) and 8 waiting (up to 15 s) at
 * most; past that `429 rate_limited` (queue full) or `503 busy` (waited too long), with
 * Retry-After. One user sending hundreds of analyses at once then runs one beside each other
 * user's, never two (benchmark: docs/benchmarks.md, flood; ADR 121).
 */
export const EXPENSIVE_ROUTE_LIMIT: ConcurrencyLimitOptions = {
  maxActive: 2,
  maxQueued: 8,
  maxWaitMs: 15_000,
  sharedForMs: 1000,
};

const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?scout\.session_token=([^;]+)/;

/**
 * Who is calling: the signed-in user, else the REST API key (its hash: the key itself is a secret,
 * and one not yet checked gets its 401 right after), else the client address.
 */
function callerKey(c: Parameters<MiddlewareHandler<AppEnv>>[0], trustProxy: TrustProxy) {
  const user = c.get('user');
  if (user) return `user:${user.id}`;
  const bearer = c.req.header('authorization');
  if (bearer) return `key:${digest(bearer)}`;
  return `ip:${clientIp(c, trustProxy)}`;
}

/**
 * The credential a request carries, before anything is looked up: its session cookie, else its API
 * key (hashed: both are secrets), else its address. The key of the per-credential limit, here and
 * in the flood guard in front of the app (flood-guard.ts), which must agree on it.
 */
export function credentialKey(cookie: string | undefined, authorization: string | undefined, ip: string) {
  const session = SESSION_COOKIE.exec(cookie ?? '')?.[1];
  if (session) return `session:${digest(session)}`;
  if (authorization) return `key:${digest(authorization)}`;
  return `ip:${ip}`;
}

/** Middleware running each caller's requests through one ConcurrencyLimit (shared by the routes it guards). */
export function limitPerCaller(
  o: { trustProxy: TrustProxy },
  limit = new ConcurrencyLimit(EXPENSIVE_ROUTE_LIMIT),
): MiddlewareHandler<AppEnv> {
  return (c, next) => limit.run(callerKey(c, o.trustProxy), next);
}

/**
 * The same limit, keyed by the credential the request carries and run *before* the session is
 * looked up: a flood from one session is refused without a database query each (the per-user limit
 * after it still bounds a user with many sessions). On the real server, the flood guard refuses a
 * credential whose limit is full even before the app (flood-guard.ts); this catches the rest.
 */
export function limitPerCredential(
  o: { trustProxy: TrustProxy },
  limit = new ConcurrencyLimit(EXPENSIVE_ROUTE_LIMIT),
): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    limit.run(
      credentialKey(c.req.header('cookie'), c.req.header('authorization'), clientIp(c, o.trustProxy)),
      next,
    );
}
