import { describe, expect, it } from 'vitest';
import { alertsApi, alertsV1Api } from '#contracts/alerts.ts';
import { apiKeysApi } from '#contracts/api-keys.ts';
import { publicApiApi } from '#contracts/public-api.ts';
import { trackingApi, trackingV1Api } from '#contracts/tracking.ts';
import { DEFAULT_CRITERIA } from '#domain/alerts/alert-rules.ts';
import { createProduct, createUser } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('REST API: tracked products and alerts', () => {
  it('lists the key owner’s tracked products and alerts, and nobody else’s', async () => {
    const me = await createUser(ctx, { plan: 'pro' });
    const product = await createProduct(db, { priceCents: 2999, bestSellersRank: 900 });
    await me.call(trackingApi.add, { body: { asin: product.asin } });
    await me.call(alertsApi.createPrice, { body: { asin: product.asin, targetPriceCents: 2500 } });
    await me.call(alertsApi.createMulti, {
      body: {
        name: 'Rank',
        asin: product.asin,
        criteria: DEFAULT_CRITERIA,
      },
    });
    const { body: key } = await me.call(apiKeysApi.create, { body: { name: 'script' } });

    const api = ctx.client();
    const tracked = await api.call(trackingV1Api.list, {}, bearer(key.key));
    expect(tracked.status).toBe(200);
    expect(tracked.body.usage).toEqual({ used: 1, limit: 100 });
    expect(tracked.body.items[0]).toMatchObject({
      asin: product.asin,
      priceCents: 2999,
      bestSellersRank: 900,
    });
    const price = await api.call(alertsV1Api.listPrice, {}, bearer(key.key));
    expect(price.body.alerts[0]).toMatchObject({
      asin: product.asin,
      targetPriceCents: 2500,
      triggered: false,
    });
    const multi = await api.call(alertsV1Api.listMultiCriteria, {}, bearer(key.key));
    expect(multi.body.alerts[0]).toMatchObject({ name: 'Rank', criteria: { stock: { threshold: 10 } } });

    const other = await createUser(ctx, { plan: 'elite' });
    const { body: otherKey } = await other.call(apiKeysApi.create, { body: { name: 'other' } });
    expect((await api.call(trackingV1Api.list, {}, bearer(otherKey.key))).body.items).toEqual([]);
    expect((await api.call(alertsV1Api.listPrice, {}, bearer(otherKey.key))).body.alerts).toEqual([]);
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const doc = (await ctx.client().call(publicApiApi.openapi)).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/tracked-products', '/alerts/price', '/alerts/multi-criteria']),
    );
    expect(doc.components?.schemas?.TrackedProduct.properties?.priceCents).toBeDefined();
  });
});
