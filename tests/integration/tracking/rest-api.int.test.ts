import { describe, expect, it } from 'vitest';
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
    await me.post('/api/tracking/products', { asin: product.asin });
    await me.post('/api/alerts/price', { asin: product.asin, targetPriceCents: 2500 });
    await me.post('/api/alerts/multi-criteria', {
      name: 'Rank',
      asin: product.asin,
      criteria: DEFAULT_CRITERIA,
    });
    const { body: key } = await me.post('/api/api-keys', { name: 'script' });

    const api = ctx.client();
    const tracked = await api.get('/api/v1/tracked-products', bearer(key.key));
    expect(tracked.status).toBe(200);
    expect(tracked.body.usage).toEqual({ used: 1, limit: 100 });
    expect(tracked.body.items[0]).toMatchObject({
      asin: product.asin,
      priceCents: 2999,
      bestSellersRank: 900,
    });
    const price = await api.get('/api/v1/alerts/price', bearer(key.key));
    expect(price.body.alerts[0]).toMatchObject({
      asin: product.asin,
      targetPriceCents: 2500,
      triggered: false,
    });
    const multi = await api.get('/api/v1/alerts/multi-criteria', bearer(key.key));
    expect(multi.body.alerts[0]).toMatchObject({ name: 'Rank', criteria: { stock: { threshold: 10 } } });

    const other = await createUser(ctx, { plan: 'elite' });
    const { body: otherKey } = await other.post('/api/api-keys', { name: 'other' });
    expect((await api.get('/api/v1/tracked-products', bearer(otherKey.key))).body.items).toEqual([]);
    expect((await api.get('/api/v1/alerts/price', bearer(otherKey.key))).body.alerts).toEqual([]);
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const doc = (await ctx.client().get('/api/v1/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/tracked-products', '/alerts/price', '/alerts/multi-criteria']),
    );
    expect(doc.components.schemas.TrackedProduct.properties.priceCents).toBeDefined();
  });
});
