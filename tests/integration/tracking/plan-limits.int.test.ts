import { describe, expect, it } from 'vitest';
import { trackingApi } from '#contracts/tracking.ts';
import { usageApi } from '#contracts/usage.ts';
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
      products.map((p) => me.call(trackingApi.add, { body: { asin: p.asin } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(limit);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.error).toEqual({ code: 'tracking_limit_reached', params: { limit, plan: 'starter' } });
    }
    const list = await me.call(trackingApi.list);
    expect(list.body.items).toHaveLength(limit);
    expect(list.body.usage).toEqual({ used: limit, limit });

    // Removing one frees a place.
    await me.call(trackingApi.remove, { params: { id: list.body.items[0].id } });
    const extra = products.find((p) => !list.body.items.some((i) => i.asin === p.asin));
    if (!extra) throw new Error('every product is tracked');
    expect((await me.call(trackingApi.add, { body: { asin: extra.asin } })).status).toBe(201);
  });

  it('elite has no limit (-1) and a downgrade keeps items but blocks adds', async () => {
    const me = await createUser(ctx, { plan: 'elite' });
    expect((await me.call(trackingApi.list)).body.usage).toEqual({ used: 0, limit: -1 });
    const products = [await createProduct(db), await createProduct(db)];
    for (const p of products) await me.call(trackingApi.add, { body: { asin: p.asin } });
    await givePlan(db, me.userId, 'free');
    expect((await me.call(trackingApi.add, { body: { asin: (await createProduct(db)).asin } })).status).toBe(
      403,
    );
    expect((await me.call(usageApi.get)).body.quotas.trackedCompetitors).toEqual({ used: 2, limit: 0 });
  });
});
