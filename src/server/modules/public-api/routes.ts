import { Hono } from 'hono';
import { publicApiApi } from '#contracts/public-api.ts';
import { V1_GROUPS } from '#contracts/v1-groups.ts';
import { credentialDigest } from '#server/http/caller-concurrency.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/app-error.ts';
import { APP_VERSION } from '#server/lib/app-version.ts';
import { hitRateLimit } from '#server/lib/rate-limit.ts';
import { authenticateApiKey } from '#server/modules/api-keys/index.ts';
import { assertFeature, getEffectivePlan } from '#server/modules/billing/index.ts';
import { openApiDocument } from './openapi-document.ts';
import { v1Endpoints } from './v1-endpoints.ts';

/**
 * /api/v1: the REST API. Every endpoint needs `Authorization: Bearer <key>` of a pro or elite user,
 * counts against that key's rate limit (API_RATE_LIMIT_PER_MINUTE) and the same monthly quotas as
 * the app. The OpenAPI 3.1 document, generated from the contracts, is at /api/v1/openapi.json.
 */
export function publicApiRoutes(deps: AppDeps): Hono<AppEnv> {
  const { database, env, now } = deps;
  const app = new Hono<AppEnv>();
  const document = openApiDocument(V1_GROUPS.flatMap(Object.values), {
    version: APP_VERSION,
    serverUrl: `${env.baseUrl}/api/v1`,
    description:
      'Programmatic access to Scout for pro and elite plans. Authenticate with `Authorization: Bearer <key>`. ' +
      'Calls count against the same monthly quotas as the app, and each key has a per-minute rate limit ' +
      '(headers `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset`). Errors are ' +
      '`{ "error": { "code", "params" } }` with a stable code.',
  });
  // The document is public: registered before the key check.
  implement(app, publicApiApi.openapi, () => document);

  app.use('*', async (c, next) => {
    const at = now();
    const key = await authenticateApiKey({
      db: database.db,
      authorization: c.req.header('authorization'),
      now: at,
    });
    // From now on the fairness limits count this key as its owner (all of a user's keys: one caller).
    deps.callers.rememberKey(credentialDigest(c.req.header('authorization') ?? ''), key.userId);
    const limit = env.API_RATE_LIMIT_PER_MINUTE;
    const rate = await hitRateLimit(database.db, { key: `api-key:${key.keyId}`, limit, windowMs: 60_000 });
    c.header('x-ratelimit-limit', String(limit));
    c.header('x-ratelimit-remaining', String(rate.remaining));
    c.header('x-ratelimit-reset', String(Math.ceil(rate.resetAt.getTime() / 1000)));
    if (!rate.allowed) {
      c.header('retry-after', String(rate.retryAfterSeconds));
      throw new AppError('rate_limited', 429, { retryAfterSeconds: rate.retryAfterSeconds });
    }
    const plan = await getEffectivePlan(database.db, key.userId, at);
    assertFeature(plan, 'apiAccess');
    c.set('apiCaller', { userId: key.userId, keyId: key.keyId, plan });
    c.set('plan', plan);
    c.get('log').setBindings({ userId: key.userId, apiKeyId: key.keyId });
    return next();
  });

  for (const register of v1Endpoints) register(app, deps);
  return app;
}
