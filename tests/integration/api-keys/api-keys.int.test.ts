import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeysApi } from '#contracts/api-keys.ts';
import { researchV1Api } from '#contracts/research.ts';
import { usageApi, usageV1Api } from '#contracts/usage.ts';
import { apiKeys } from '#server/db/schema/index.ts';
import { createUser, givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({ API_RATE_LIMIT_PER_MINUTE: '5' });
const db = ctx.deps.database.db;

const proUser = () => createUser(ctx, { plan: 'pro' });

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('API keys', () => {
  it('are shown once, stored hashed, listed without the secret, and revocable', async () => {
    const me = await proUser();
    const created = await me.call(apiKeysApi.create, { body: { name: '  My script  ' } });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('My script');
    expect(created.body.key).toMatch(/^scout_[A-Za-z0-9_-]{32}$/);
    expect(created.body.key.startsWith(created.body.prefix)).toBe(true);

    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, created.body.id));
    expect(JSON.stringify(row)).not.toContain(created.body.key);
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await me.call(apiKeysApi.list);
    expect(list.body.keys).toHaveLength(1);
    expect(list.body.keys[0]).not.toHaveProperty('key');
    expect(JSON.stringify(list.body)).not.toContain(created.body.key);

    const usage = await ctx.client().call(usageV1Api.usage, {}, bearer(created.body.key));
    expect(usage.status).toBe(200);
    expect(usage.body).toMatchObject({ plan: 'pro', quotas: { productSearches: { limit: 200 } } });

    const revoked = await me.call(apiKeysApi.revoke, { params: { id: created.body.id } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const refused = await ctx.client().call(usageV1Api.usage, {}, bearer(created.body.key));
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe('api_key_revoked');
  });

  it('refuses free and starter users with plan_required, at creation and on use', async () => {
    const me = await ctx.signUp();
    const res = await me.call(apiKeysApi.create, { body: { name: 'x' } });
    expect(res.status).toBe(403);
    expect(res.error).toEqual({ code: 'plan_required', params: { feature: 'apiAccess', plan: 'pro' } });

    // A key made while on pro stops working when the plan is starter.
    await givePlan(db, me.userId, 'pro');
    const { body } = await me.call(apiKeysApi.create, { body: { name: 'x' } });
    await givePlan(db, me.userId, 'starter');
    const use = await ctx.client().call(usageV1Api.usage, {}, bearer(body.key));
    expect(use.status).toBe(403);
    expect(use.error?.code).toBe('plan_required');
  });

  it('never reaches another user’s keys or data', async () => {
    const alice = await proUser();
    const bob = await proUser();
    const aliceKey = (await alice.call(apiKeysApi.create, { body: { name: 'alice' } })).body;
    expect((await bob.call(apiKeysApi.revoke, { params: { id: aliceKey.id } })).status).toBe(404);
    expect((await bob.call(apiKeysApi.list)).body.keys).toEqual([]);
    await givePlan(db, bob.userId, 'elite');
    const asAlice = await ctx.client().call(usageV1Api.usage, {}, bearer(aliceKey.key));
    expect(asAlice.body.plan).toBe('pro'); // Alice's own account, not Bob's elite one
  });

  it('rejects missing, malformed and unknown keys', async () => {
    const anonymous = ctx.client();
    expect((await anonymous.call(usageV1Api.usage)).error?.code).toBe('api_key_missing');
    expect((await anonymous.call(usageV1Api.usage, {}, bearer('nope'))).error?.code).toBe('api_key_invalid');
    const unknown = await anonymous.call(usageV1Api.usage, {}, bearer(`scout_${'A'.repeat(32)}`));
    expect(unknown.status).toBe(401);
    expect(unknown.error?.code).toBe('api_key_invalid');
  });

  it('ignores a session cookie: /api/v1 needs a key', async () => {
    const me = await proUser();
    const res = await me.call(usageV1Api.usage);
    expect(res.status).toBe(401);
  });

  it('limits each key per minute, with rate-limit headers', async () => {
    const me = await proUser();
    const { key } = (await me.call(apiKeysApi.create, { body: { name: 'busy' } })).body;
    const other = (await me.call(apiKeysApi.create, { body: { name: 'other' } })).body.key;
    const statuses: number[] = [];
    let last: { status: number; body: any; headers: Headers } | undefined;
    for (let i = 0; i < 6; i++) {
      last = await ctx.client().call(usageV1Api.usage, {}, bearer(key));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last?.body.error.code).toBe('rate_limited');
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last?.headers.get('x-ratelimit-limit')).toBe('5');
    // The limit is per key.
    expect((await ctx.client().call(usageV1Api.usage, {}, bearer(other))).status).toBe(200);
  });

  it('caps the number of active keys', async () => {
    const me = await proUser();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => me.call(apiKeysApi.create, { body: { name: `k${i}` } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.find((r) => r.status === 409)?.error).toEqual({
      code: 'api_key_limit_reached',
      params: { max: 10 },
    });
  });

  it('searches products and analyses keywords with the same quotas as the app', async () => {
    const me = await proUser();
    const { key } = (await me.call(apiKeysApi.create, { body: { name: 'research' } })).body;
    const search = await ctx
      .client()
      .call(
        researchV1Api.searchProducts,
        { query: { marketplace: 'US', keyword: 'bottle', pageSize: 5 } },
        bearer(key),
      );
    expect(search.status).toBe(200);
    expect(search.body).toMatchObject({ page: 1, pageSize: 5, searchId: expect.any(Number) });
    expect(Array.isArray(search.body.results)).toBe(true);
    const bad = await ctx
      .client()
      .call(researchV1Api.searchProducts, { query: { minPrice: 50, maxPrice: 10 } }, bearer(key));
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('validation_failed');
    const usage = await me.call(usageApi.get);
    expect(usage.body.quotas.productSearches.used).toBe(1); // the refused search counted nothing

    const keywords = await ctx.client().request('POST', '/api/v1/keywords/analysis', {
      body: { marketplace: 'US', keyword: 'water bottle' },
      headers: bearer(key),
    });
    expect(keywords.status).toBe(200);
    expect(keywords.body).toMatchObject({ kind: 'keyword', marketplace: 'US', keywords: expect.any(Array) });
    expect((await me.call(usageApi.get)).body.quotas.keywordSearches.used).toBe(1);
  });

  it('validates the key name', async () => {
    const me = await proUser();
    const res = await me.call(apiKeysApi.create, { body: { name: '   ' } });
    expect(res.status).toBe(400);
    expect((await me.call(apiKeysApi.list)).body.keys).toEqual([]);
  });
});
