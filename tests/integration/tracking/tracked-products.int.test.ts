import { describe, expect, it } from 'vitest';
import { dashboardApi } from '#contracts/dashboard.ts';
import { trackingApi } from '#contracts/tracking.ts';
import { usageApi } from '#contracts/usage.ts';
import { catalogProductSnapshots } from '#server/db/schema/index.ts';
import { createProduct, createUser, newAsin, observeProduct } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const day = (n: number) => new Date(Date.now() - n * 86_400_000);

const starter = () => createUser(ctx, { plan: 'starter' });

describe('competitor tracking', () => {
  it('is refused to the free plan with the plan that has it', async () => {
    const free = await ctx.signUp();
    const res = await free.call(trackingApi.add, { body: { asin: 'B014TMV5YE' } });
    expect(res.status).toBe(403);
    expect(res.error).toEqual({
      code: 'plan_required',
      params: { feature: 'competitorTracking', plan: 'starter' },
    });
    expect((await free.call(trackingApi.list)).status).toBe(403);
  });

  it('adds a catalog ASIN and shows its last known values, their date and source', async () => {
    const me = await starter();
    const [threeDaysAgo, yesterday] = [day(3), day(1)];
    const product = await createProduct(db, {
      title: 'Sion Softside Luggage',
      priceCents: 13999,
      bestSellersRank: 1200,
      inStock: true,
      rating: 4.5,
      reviewCount: 310,
      observedAt: threeDaysAgo,
    });
    const added = await me.call(trackingApi.add, {
      body: {
        asin: product.asin.toLowerCase(),
        marketplace: 'US',
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.item).toMatchObject({
      asin: product.asin,
      marketplace: 'US',
      title: 'Sion Softside Luggage',
      currency: 'USD',
      priceCents: 13999,
      priceChangeCents: null,
      bestSellersRank: 1200,
      rankChange: null,
      inStock: true,
      rating: 4.5,
      reviewCount: 310,
      source: 'csv_import',
      observedAt: threeDaysAgo.toISOString(),
    });

    // A newer observation: price down 20.00, rank better by 200, out of stock.
    await observeProduct(db, product.id, {
      observedAt: yesterday,
      priceCents: 11999,
      bestSellersRank: 1000,
      inStock: false,
    });
    const list = await me.call(trackingApi.list);
    expect(list.status).toBe(200);
    expect(list.body.usage).toEqual({ used: 1, limit: 20 });
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      priceCents: 11999,
      priceChangeCents: -2000,
      bestSellersRank: 1000,
      rankChange: -200,
      inStock: false,
      observedAt: yesterday.toISOString(),
      source: 'csv_import',
    });

    const history = await me.call(trackingApi.history, { params: { id: added.body.item.id } });
    expect(history.status).toBe(200);
    expect(history.body.currency).toBe('USD');
    expect(history.body.points.map((p) => p.priceCents)).toEqual([13999, 11999]);
    expect(history.body.points.map((p) => p.bestSellersRank)).toEqual([1200, 1000]);
  });

  it('charts the whole history of any window, thinned, ending at stale data’s newest observation', async () => {
    const me = await starter();
    const product = await createProduct(db, { priceCents: 1000, observedAt: day(400) });
    const hour = 3_600_000;
    const start = Date.now() - 300 * 86_400_000;
    await db.insert(catalogProductSnapshots).values(
      Array.from({ length: 1005 }, (_, i) => ({
        productId: product.id,
        observedAt: new Date(start + i * hour),
        source: 'sp_api' as const,
        currency: 'USD' as const,
        priceCents: 2000 + i,
      })),
    );
    const { body } = await me.call(trackingApi.add, { body: { asin: product.asin } });
    const all = await me.call(trackingApi.history, { params: { id: body.item.id }, query: { days: 0 } });
    const prices = all.body.points.map((p) => p.priceCents);
    expect(all.body.observations).toBe(1006);
    expect(prices.length).toBeGreaterThan(300);
    expect(prices.length).toBeLessThanOrEqual(600);
    // From the first observation (400 days ago) to the newest, the extremes kept.
    expect(prices[0]).toBe(1000);
    expect(prices.at(-1)).toBe(2000 + 1004);
    expect(Math.min(...prices.map(Number))).toBe(1000);
    expect(all.body.window).toMatchObject({ from: null, endsAtNewest: false });
    // Those observations end about 258 days ago: the last 30 days of data, said so.
    const month = await me.call(trackingApi.history, { params: { id: body.item.id }, query: { days: 30 } });
    expect(month.body.window).toMatchObject({
      endsAtNewest: true,
      to: new Date(start + 1004 * hour).toISOString(),
    });
    expect(month.body.observations).toBe(30 * 24 + 1);
    expect(month.body.points.at(-1)?.priceCents).toBe(2000 + 1004);
    expect(month.body.points[0].priceCents).toBe(2000 + 1004 - 720);
  });

  it('validates the ASIN: empty, malformed, unknown, already tracked', async () => {
    const me = await starter();
    const empty = await me.call(trackingApi.add, { body: { asin: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.error?.code).toBe('asin_required');
    const malformed = await me.call(trackingApi.add, { body: { asin: 'B01-NOPE' } });
    expect(malformed.error).toEqual({ code: 'invalid_asin', params: { asin: 'B01-NOPE' } });
    const unknown = newAsin();
    const missing = await me.call(trackingApi.add, { body: { asin: unknown, marketplace: 'DE' } });
    expect(missing.status).toBe(404);
    expect(missing.error).toEqual({
      code: 'asin_not_found',
      params: { asin: unknown, marketplace: 'DE' },
    });
    const product = await createProduct(db);
    expect((await me.call(trackingApi.add, { body: { asin: product.asin } })).status).toBe(201);
    const again = await me.call(trackingApi.add, { body: { asin: product.asin } });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('already_tracked');
    expect((await me.call(trackingApi.list)).body.items).toHaveLength(1);
  });

  it('refresh without a live source keeps the last known values and their date', async () => {
    const me = await starter();
    const product = await createProduct(db, { priceCents: 4999, observedAt: day(10) });
    const { body } = await me.call(trackingApi.add, { body: { asin: product.asin } });
    const one = await me.call(trackingApi.refresh, { params: { id: body.item.id } });
    expect(one.status).toBe(200);
    expect(one.body.status).toBe('no_live_source');
    expect(one.body.item).toMatchObject({
      priceCents: 4999,
      observedAt: body.item.observedAt,
      lastRefreshStatus: 'no_live_source',
    });
    const all = await me.call(trackingApi.refreshAll);
    expect(all.body).toMatchObject({ total: 1, observed: 0, noLiveSource: 1 });
  });

  it('removes an item; counts show in usage and on the dashboard', async () => {
    const me = await starter();
    const [a, b] = [await createProduct(db), await createProduct(db)];
    const first = await me.call(trackingApi.add, { body: { asin: a.asin } });
    await me.call(trackingApi.add, { body: { asin: b.asin } });
    expect((await me.call(usageApi.get)).body.quotas.trackedCompetitors).toEqual({ used: 2, limit: 20 });
    expect((await me.call(dashboardApi.stats)).body.trackedProducts).toBe(2);
    expect((await me.call(trackingApi.remove, { params: { id: first.body.item.id } })).status).toBe(204);
    expect((await me.call(trackingApi.remove, { params: { id: first.body.item.id } })).status).toBe(404);
    expect((await me.call(usageApi.get)).body.quotas.trackedCompetitors.used).toBe(1);
    expect((await me.call(dashboardApi.stats)).body.trackedProducts).toBe(1);
  });

  it('keeps each user’s items to themselves (404 for someone else’s)', async () => {
    const alice = await starter();
    const bob = await starter();
    const product = await createProduct(db);
    const { body } = await alice.call(trackingApi.add, { body: { asin: product.asin } });
    const id = body.item.id;
    expect((await bob.call(trackingApi.list)).body.items).toEqual([]);
    expect((await bob.call(trackingApi.history, { params: { id } })).status).toBe(404);
    expect((await bob.call(trackingApi.refresh, { params: { id } })).status).toBe(404);
    expect((await bob.call(trackingApi.remove, { params: { id } })).status).toBe(404);
    expect((await alice.call(trackingApi.list)).body.items).toHaveLength(1);
    expect((await bob.call(trackingApi.history, { params: { id: 'not-a-uuid' } })).status).toBe(400);
  });
});
