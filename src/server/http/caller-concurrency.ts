import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ConcurrencyLimit, type ConcurrencyLimitOptions } from '../lib/concurrency-limit.ts';
import type { TrustProxy } from '../lib/trust-proxy.ts';
import type { CallerIdentity } from './caller-identity.ts';
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

/**
 * Every route of a signed-in caller (a session cookie or an API key; visitors are not counted here),
 * the expensive ones included (their own limit comes after this one): per user 4 running when alone,
 * 2 while other users are served (or were within the last second), 64 waiting (up to 15 s), past
 * that refused as above. A page asks for a few dozen things at once at most and never fills the
 * queue; a client that does (hundreds in flight, or spread over lists and analyses) runs **1** at a
 * time while others are served, for 10 s after its last refusal (issue 30). On an idle machine a
 * flood of lists raised another user's p99 ×3.5–3.8 with 2 for everyone, ×2.1–2.2 with 1; 1 for
 * everyone made a page's requests load one at a time whenever someone else was served
 * (docs/benchmarks.md, flood; ADR 178).
 */
export const SIGNED_IN_ROUTE_LIMIT: ConcurrencyLimitOptions = {
  maxActive: 4,
  sharedActive: 2,
  floodedActive: 1,
  floodedForMs: 10_000,
  maxQueued: 64,
  maxWaitMs: 15_000,
  sharedForMs: 1000,
};

/**
 * The modules under the signed-in callers' limit: every one but those a monitor, a visitor or the
 * server's own page renderer calls (health, site, client-log).
 */
export const signedInLimitedModules = <M extends { path: string }>(modules: M[]) =>
  modules.filter((m) => !['/health', '/site', '/client-log'].includes(m.path));

/** A secret's digest: what names a credential in a key or a log line (never the secret itself). */
export const credentialDigest = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const digest = credentialDigest;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?scout\.session_token=([^;]+)/;

/**
 * Who is calling: the signed-in user, else the REST API key (its hash: the key itself is a secret,
 * and one not yet checked gets its 401 right after), else the client address.
 */
function callerKey(c: Parameters<MiddlewareHandler<AppEnv>>[0], o: CallerOptions) {
  const user = c.get('user');
  if (user) return `user:${user.id}`;
  const bearer = c.req.header('authorization');
  if (bearer) {
    const owner = o.identity?.userOfKey(digest(bearer));
    return owner ? `user:${owner}` : `key:${digest(bearer)}`;
  }
  return `ip:${clientIp(c, o.trustProxy)}`;
}

interface CallerOptions {
  trustProxy: TrustProxy;
  /** Who is behind a credential when this instance knows it: a user's sessions and keys are one caller. */
  identity?: CallerIdentity;
}

/**
 * The caller a request's credential stands for, before anything is looked up: its user when
 * `identity` knows the session or the API key without a query (all of a user's sessions and keys are
 * one caller), else the session cookie, else the API key (hashed: both are secrets), else the
 * address. The key of the per-credential limits, here and in the flood guard in front of the app
 * (flood-guard.ts), which must agree on it.
 */
export function credentialKey(
  cookie: string | undefined,
  authorization: string | undefined,
  ip: string,
  identity?: CallerIdentity,
) {
  const session = SESSION_COOKIE.exec(cookie ?? '')?.[1];
  if (session) {
    const user = identity?.userOfCookie(cookie);
    return user ? `user:${user}` : `session:${digest(session)}`;
  }
  if (authorization) {
    const owner = identity?.userOfKey(digest(authorization));
    return owner ? `user:${owner}` : `key:${digest(authorization)}`;
  }
  return `ip:${ip}`;
}

/** Whether a request carries a credential (a session cookie or an API key): a signed-in caller. */
export const carriesCredential = (cookie: string | undefined, authorization: string | undefined) =>
  Boolean(authorization) || SESSION_COOKIE.test(cookie ?? '');

/** Middleware running each caller's requests through one ConcurrencyLimit (shared by the routes it guards). */
export function limitPerCaller(
  o: CallerOptions,
  limit = new ConcurrencyLimit(EXPENSIVE_ROUTE_LIMIT),
): MiddlewareHandler<AppEnv> {
  return (c, next) => limit.run(callerKey(c, o), next);
}

/**
 * The same limit, keyed by the credential the request carries and run *before* the session is
 * looked up: a flood from one session is refused without a database query each (the per-user limit
 * after it still bounds a user with many sessions). On the real server, the flood guard refuses a
 * credential whose limit is full even before the app (flood-guard.ts); this catches the rest.
 */
export function limitPerCredential(
  o: CallerOptions & { signedInOnly?: boolean },
  limit = new ConcurrencyLimit(EXPENSIVE_ROUTE_LIMIT),
): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const cookie = c.req.header('cookie');
    const authorization = c.req.header('authorization');
    if (o.signedInOnly && !carriesCredential(cookie, authorization)) return next();
    return limit.run(credentialKey(cookie, authorization, clientIp(c, o.trustProxy), o.identity), next);
  };
}
