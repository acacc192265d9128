import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { keepaMinuteToDate } from '#domain/market-data/keepa.ts';
import { catalogProductSnapshots, catalogProducts, marketSourceUsage } from '#server/db/schema/index.ts';
import {
  backfillHistory,
  fetchProducts,
  fillNiche,
  sourceStates,
} from '#server/modules/market-data/index.ts';
import { startKeepaStandIn } from '#tests/helpers/keepa-stand-in.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

// Keepa's protocol against the stand-in: a real captured /product answer becomes dated snapshots;
// tokens are never spent beyond Keepa's balance; gzip with or without its header.
const keepa = await startKeepaStandIn({ refillRate: 60 });
afterAll(() => keepa.close());
const ctx = await createTestContext({ KEEPA_API_KEY: keepa.key, KEEPA_API_BASE: keepa.url });
const db = ctx.deps.database.db;
const real = keepa.realProduct();
keepa.addProduct(1, real);
/** As for a new key: the next call asks Keepa's balance first. */
const forgetKeepaBalance = () => db.execute(sql`delete from rate_budgets where key like 'keepa:%'`);
const since2011 = { since: new Date('2011-01-01T00:00:00Z') };

const productRow = async (asin: string) =>
  (await db.select().from(catalogProducts).where(eq(catalogProducts.asin, asin)))[0];
const snapshotsOf = (productId: number) =>
  db
    .select()
    .from(catalogProductSnapshots)
    .where(eq(catalogProductSnapshots.productId, productId))
    .orderBy(catalogProductSnapshots.observedAt);

describe('Keepa /product → catalog', () => {
  it('stores the real captured answer as 377 dated keepa snapshots and the product’s current values', async () => {
    const result = await fetchProducts(ctx.deps, {
      marketplace: 'US',
      asins: ['B0F7XPYCSJ'],
      userId: null,
      history: since2011,
    });
    expect(result.failed).toEqual([]);
    expect(result.stored).toEqual([
      {
        asin: 'B0F7XPYCSJ',
        source: 'keepa',
        productId: expect.any(Number),
        snapshots: 377,
        firstObservedAt: new Date('2025-05-13T00:36:00Z'),
        lastObservedAt: new Date('2026-05-10T04:16:00Z'),
      },
    ]);
    const product = await productRow('B0F7XPYCSJ');
    expect(product).toMatchObject({
      marketplace: 'US',
      brand: 'POWTHX',
      source: 'keepa',
      sourceRef: 'product',
      observedAt: new Date('2026-05-10T04:16:00Z'),
      priceCents: 2599,
      listPriceCents: 3599,
      bestSellersRank: null,
      offerCount: 1,
      boughtLastMonth: 300,
      packageLengthMm: 156,
      packageWidthMm: 102,
      packageHeightMm: 52,
      packageWeightG: 235,
    });
    const snapshots = await snapshotsOf(product.id);
    expect(snapshots).toHaveLength(377);
    expect(new Set(snapshots.map((s) => s.source))).toEqual(new Set(['keepa']));
    const noOffer = snapshots.find((s) => s.observedAt.getTime() === keepaMinuteToDate(7930604).getTime());
    expect(noOffer).toMatchObject({ priceCents: null, inStock: false, offerCount: 0 });
    const firstRank = snapshots.find((s) => s.observedAt.getTime() === keepaMinuteToDate(7554664).getTime());
    expect(firstRank).toMatchObject({ bestSellersRank: 151481, priceCents: 2599, listPriceCents: 3599 });

    // Fetched again: the same rows, none twice.
    await fetchProducts(ctx.deps, {
      marketplace: 'US',
      asins: ['B0F7XPYCSJ'],
      userId: null,
      history: since2011,
    });
    expect(await snapshotsOf(product.id)).toHaveLength(377);
  });

  it('a backfill keeps the year asked; each call spends its tokens (2 per product with ratings)', async () => {
    const before = keepa.calls.filter((c) => c.operation === 'product').length;
    const result = await backfillHistory(
      { ...ctx.deps, now: () => new Date('2026-05-11T00:00:00Z') },
      { marketplace: 'US', asins: ['B0F7XPYCSJ'], userId: null, days: 30 },
    );
    expect(result.stored[0].firstObservedAt?.getTime()).toBeGreaterThanOrEqual(
      new Date('2026-04-11T00:00:00Z').getTime(),
    );
    const calls = keepa.calls.filter((c) => c.operation === 'product').slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ domain: '1', asins: ['B0F7XPYCSJ'], tokensConsumed: 2 });
  });

  it('an unknown ASIN is unknown, nothing stored', async () => {
    const result = await fetchProducts(ctx.deps, { marketplace: 'DE', asins: ['B0UNKNOWN1'], userId: null });
    expect(result).toMatchObject({ stored: [], unknown: ['B0UNKNOWN1'], failed: [] });
    expect(keepa.calls.at(-1)).toMatchObject({ operation: 'product', domain: '3' });
  });

  it('reads gzip bodies whose Content-Encoding header was dropped', async () => {
    keepa.stripContentEncoding = true;
    try {
      const result = await fetchProducts(ctx.deps, {
        marketplace: 'US',
        asins: ['B0F7XPYCSJ'],
        userId: null,
      });
      expect(result.stored).toHaveLength(1);
      expect(result.stored[0].snapshots).toBe(1); // without history: Keepa's last look only
    } finally {
      keepa.stripContentEncoding = false;
    }
  });
});

describe('Keepa tokens', () => {
  it('never spends beyond the balance: waits for the refill, or refuses with busy when told not to wait', async () => {
    const asins = Array.from({ length: 10 }, (_, i) => `B0TOKEN00${i}`);
    for (const asin of asins) keepa.addProduct(1, { ...real, asin });
    keepa.setTokens(5);
    // Keepa's free /token tells the balance (5) first: the client does not send a 20-token call.
    await forgetKeepaBalance();
    const callsBefore = keepa.calls.length;
    const result = await fetchProducts(ctx.deps, { marketplace: 'US', asins, userId: null, maxWaitMs: 1000 });
    expect(result.stored).toEqual([]);
    expect(result.failed.map((f) => f.code)).toEqual(Array(10).fill('busy'));
    const sent = keepa.calls.slice(callsBefore);
    expect(sent.map((c) => c.operation)).toEqual(['token']);
    expect(keepa.tokensLeft()).toBe(5);
    const states = await sourceStates(ctx.deps, { marketplace: 'US' });
    const tokens = states.find((s) => s.source === 'keepa')?.buckets[0];
    expect(tokens).toMatchObject({ name: 'tokens', rate: 1, burst: 3600 });
    expect(tokens?.tokens).toBeCloseTo(5, 0);
  });

  it('a 429 (Keepa’s balance below ours) is learnt, waited for and retried', async () => {
    keepa.setTokens(3600);
    await forgetKeepaBalance();
    await fetchProducts(ctx.deps, { marketplace: 'US', asins: ['B0TOKEN000'], userId: null });
    keepa.setTokens(1); // someone else used the key
    const before = keepa.calls.length;
    const result = await fetchProducts(ctx.deps, {
      marketplace: 'US',
      asins: ['B0TOKEN001'],
      userId: null,
      maxWaitMs: 1000,
    });
    const sent = keepa.calls.slice(before);
    expect(sent.map((c) => c.status)).toEqual([429]);
    expect(result.failed).toEqual([
      { asin: 'B0TOKEN001', source: 'keepa', code: 'busy', waitMs: expect.any(Number) },
    ]);
    expect(result.failed[0]?.waitMs).toBeGreaterThan(1000);
    expect(keepa.tokensLeft()).toBeGreaterThanOrEqual(1);
  });
});

describe('Keepa Product Finder', () => {
  it('fills a niche: /query then the products, best ranked first', async () => {
    keepa.setTokens(3600);
    await forgetKeepaBalance();
    const niche = ['B0NICHE001', 'B0NICHE002', 'B0NICHE003'];
    for (const asin of niche) keepa.addProduct(1, { ...real, asin, title: `Niche product ${asin}` });
    keepa.finder.set(1, niche);
    const result = await fillNiche(ctx.deps, {
      marketplace: 'US',
      query: { rankMax: 50_000, priceMin: 1000 },
      userId: null,
    });
    expect(result.totalResults).toBe(3);
    expect(result.stored.map((s) => s.asin)).toEqual(niche);
    const query = keepa.calls.filter((c) => c.operation === 'query').at(-1);
    expect(query?.selection).toMatchObject({
      current_SALES_lte: 50_000,
      current_NEW_gte: 1000,
      perPage: 100,
      page: 0,
    });
    const [usage] = await db.select().from(marketSourceUsage).where(eq(marketSourceUsage.userId, ''));
    expect(usage.calls).toBeGreaterThan(0);
  });
});
