import { describe, expect, it } from 'vitest';
import { PLANS } from '#domain/plans.ts';
import { createProduct, createUser, givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

describe('tracked competitors limit', () => {
  it('never lets 25 concurrent adds exceed the starter limit', async () => {
    const limit = PLANS.starter.quotas.trackedCompetitors;
    const me = await createUser(ctx, { plan: 'starter' });
    const products = [];
    for (let i = 0; i < limit + 5; i++) products.push(await createProduct(db));
    const results = await Promise.all(
      products.map((p) => me.post('/api/tracking/products', { asin: p.asin })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(limit);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.body.error).toEqual({ code: 'tracking_limit_reached', params: { limit, plan: 'starter' } });
    }
    const list = await me.get('/api/tracking/products');
    expect(list.body.items).toHaveLength(limit);
    expect(list.body.usage).toEqual({ used: limit, limit });

    // Removing one frees a place.
    await me.delete(`/api/tracking/products/${list.body.items[0].id}`);
    const extra = products.find((p) => !list.body.items.some((i: { asin: string }) => i.asin === p.asin));
    expect((await me.post('/api/tracking/products', { asin: extra?.asin })).status).toBe(201);
  });

  it('elite has no limit (-1) and a downgrade keeps items but blocks adds', async () => {
    const me = await createUser(ctx, { plan: 'elite' });
    expect((await me.get('/api/tracking/products')).body.usage).toEqual({ used: 0, limit: -1 });
    const products = [await createProduct(db), await createProduct(db)];
    for (const p of products) await me.post('/api/tracking/products', { asin: p.asin });
    await givePlan(db, me.userId, 'free');
    expect((await me.post('/api/tracking/products', { asin: (await createProduct(db)).asin })).status).toBe(
      403,
    );
    expect((await me.get('/api/usage')).body.quotas.trackedCompetitors).toEqual({ used: 2, limit: 0 });
  });
});
