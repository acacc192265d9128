import { describe, expect, it } from 'vitest';
import { alertsApi } from '#contracts/alerts.ts';
import { apiKeysApi } from '#contracts/api-keys.ts';
import type { Endpoint, Schema } from '#contracts/define.ts';
import { V1_GROUPS } from '#contracts/v1-groups.ts';
import { DEFAULT_CRITERIA } from '#domain/alerts/alert-rules.ts';
import { checkReply } from '#server/http/implement.ts';
import { createProduct, createUser } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

/**
 * Every endpoint the OpenAPI document describes is called once with a valid request, and its answer
 * must have the documented status and parse with the documented schema, with no field the schema
 * does not declare. A new /v1 endpoint fails here until it has a request below.
 */
describe('/api/v1: every documented response matches its schema', () => {
  it('answers each documented endpoint as its contract says', async () => {
    const me = await createUser(ctx, { plan: 'elite' });
    const product = await createProduct(db, {
      title: 'Bamboo cutting board set',
      priceCents: 2999,
      bestSellersRank: 900,
    });
    await me.call(alertsApi.createMulti, {
      body: { name: 'Rank', asin: product.asin, criteria: DEFAULT_CRITERIA },
    });
    const { body: key } = await me.call(apiKeysApi.create, { body: { name: 'documented' } });
    const requests: Record<string, { query?: Record<string, string>; body?: unknown }> = {
      'GET /v1/usage': {},
      'GET /v1/products/search': { query: { keyword: 'bamboo', pageSize: '5' } },
      'POST /v1/keywords/analysis': { body: { keyword: 'cutting board' } },
      'POST /v1/tracked-products': { body: { asin: product.asin } },
      'GET /v1/tracked-products': {},
      'POST /v1/alerts/price': { body: { asin: product.asin, targetPriceCents: 2500 } },
      'GET /v1/alerts/price': {},
      'GET /v1/alerts/multi-criteria': {},
      'POST /v1/observations': {
        body: {
          observations: [
            {
              marketplace: 'US',
              asin: product.asin,
              observedAt: new Date().toISOString(),
              pageKind: 'product',
              priceCents: 2899,
            },
          ],
        },
      },
      'POST /v1/estimates': { body: { marketplace: 'US', items: [{ asin: product.asin }], history: true } },
    };

    const endpoints: Endpoint[] = V1_GROUPS.flatMap((group) => Object.values(group));
    const undocumented = endpoints.filter((e) => !e.docs).map((e) => `${e.method} ${e.path}`);
    expect(undocumented).toEqual([]);
    const withoutRequest = endpoints.map((e) => `${e.method} ${e.path}`).filter((name) => !requests[name]);
    expect(withoutRequest).toEqual([]);

    const api = ctx.client();
    for (const endpoint of endpoints) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const { query, body } = requests[name];
      const url = `/api${endpoint.path}${query ? `?${new URLSearchParams(query)}` : ''}`;
      const res = await api.request(endpoint.method, url, {
        body,
        headers: { authorization: `Bearer ${key.key}` },
      });
      expect({ name, status: res.status, body: res.status >= 400 ? res.body : null }).toEqual({
        name,
        status: endpoint.status ?? 200,
        body: null,
      });
      expect(() => checkReply(endpoint, endpoint.response as Schema, res.body), name).not.toThrow();
    }
  });
});
