import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SP_API_RATE_LIMITS } from '#domain/sp-api.ts';
import { connectDatabase } from '#server/db/client.ts';
import { catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import {
  crawlKeyword,
  fetchProducts,
  marketSources,
  sourceStates,
} from '#server/modules/market-data/index.ts';
import { spApiResearchWorld } from '#tests/helpers/sp-api-world.ts';

// SP-API research with the operator's credential, against the stand-in enforcing Amazon's rate
// limits: this account's usage plan announces faster rates in x-amzn-RateLimit-Limit.
const rates = { searchCatalogItems: 4, getItemOffersBatch: 2, getMyFeesEstimates: 2 };
const { amazon, operator, ctx, db } = await spApiResearchWorld('research', {
  standIn: { enforceRates: true, rates },
});
const asin = (prefix: string, i: number) => `${prefix}${String(i).padStart(10 - prefix.length, '0')}`;
const callsOf = (operation: string, since = 0) =>
  amazon.calls.slice(since).filter((c) => c.operation === operation);

describe('SP-API research: catalog search', () => {
  it('pages through a keyword with page tokens and stores each product with its offers', async () => {
    for (let i = 0; i < 45; i++)
      operator.research.set(asin('B0GP', i), {
        title: `Garlic press stainless steel model ${i}`,
        brand: 'Presso',
        rank: 1000 + i,
        price: 19.99,
        listPrice: 24.99,
        offerCount: 3,
        categories: ['Home & Kitchen', 'Kitchen Utensils & Gadgets'],
        package: { length: 8, width: 3, height: 2, pounds: 0.6 },
      });
    const before = amazon.calls.length;
    const progress: number[] = [];
    const result = await crawlKeyword(ctx.deps, {
      marketplace: 'US',
      keyword: 'garlic press',
      userId: null,
      maxProducts: 100,
      onProgress: (p) => {
        progress.push(p.stored);
      },
    });
    expect(result).toMatchObject({
      source: 'sp_api',
      pages: 3,
      totalResults: 45,
      exhausted: true,
      stoppedBy: null,
    });
    expect(result.products).toHaveLength(45);
    // One step per stored product (the bar never lags the catalog), then one at each page's end.
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect(progress).toEqual([...range(1, 20), 20, ...range(21, 40), 40, ...range(41, 45), 45]);
    const searches = callsOf('searchCatalogItems', before);
    expect(searches.map((c) => c.query?.pageToken ?? null)).toEqual([
      null,
      expect.any(String),
      expect.any(String),
    ]);
    expect(searches.every((c) => c.query?.includedData?.includes('dimensions'))).toBe(true);
    expect(callsOf('getItemOffersBatch', before)).toHaveLength(3);

    const [product] = await db
      .select()
      .from(catalogProducts)
      .where(eq(catalogProducts.asin, asin('B0GP', 7)));
    expect(product).toMatchObject({
      title: 'Garlic press stainless steel model 7',
      source: 'sp_api',
      sourceRef: 'searchCatalogItems+getItemOffersBatch',
      priceCents: 1999,
      listPriceCents: 2499,
      bestSellersRank: 1007,
      offerCount: 3,
    });
    expect(product.packageLengthMm).toBeCloseTo(203.2, 1);
    expect(product.packageWeightG).toBeCloseTo(272.2, 1);
    const snapshots = await db
      .select()
      .from(catalogProductSnapshots)
      .where(eq(catalogProductSnapshots.productId, product.id));
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({ source: 'sp_api', priceCents: 1999, inStock: true });
  });

  it('stops at the products asked for', async () => {
    const result = await crawlKeyword(ctx.deps, {
      marketplace: 'US',
      keyword: 'garlic press',
      userId: null,
      maxProducts: 25,
    });
    expect(result.products).toHaveLength(25);
    expect(result).toMatchObject({ pages: 2, exhausted: false });
  });
});

describe('SP-API research: products by ASIN', () => {
  it('a batch with a failing item and an unknown one: the others are stored', async () => {
    for (let i = 0; i < 3; i++)
      operator.research.set(asin('B0BT', i), {
        title: `Batch item ${i}`,
        brand: 'B',
        rank: 50 + i,
        price: 10 + i,
      });
    operator.failing.add(asin('B0BT', 1));
    const result = await fetchProducts(ctx.deps, {
      marketplace: 'US',
      asins: [asin('B0BT', 0), asin('B0BT', 1), asin('B0BT', 2), 'B0NOTHERE1'],
      userId: null,
    });
    expect(result.unknown).toEqual(['B0NOTHERE1']);
    expect(result.failed).toEqual([{ asin: asin('B0BT', 1), source: 'sp_api', code: 'InternalFailure' }]);
    const prices = Object.fromEntries(
      await Promise.all(
        [0, 1, 2].map(async (i) => {
          const [p] = await db
            .select()
            .from(catalogProducts)
            .where(eq(catalogProducts.asin, asin('B0BT', i)));
          return [i, p ? p.priceCents : 'absent'] as const;
        }),
      ),
    );
    // The failing item's catalog facts are stored; its price, which did not come, is not invented.
    expect(prices).toEqual({ 0: 1000, 1: null, 2: 1200 });
  });

  it('a 429 with x-amzn-RateLimit-Limit is waited for and retried; the announced rate is learnt', async () => {
    operator.research.set('B0THROTTL1', { title: 'Throttled item', brand: 'T', rank: 9, price: 5 });
    amazon.throttle('getItemOffersBatch', 1);
    const before = amazon.calls.length;
    const result = await fetchProducts(ctx.deps, { marketplace: 'US', asins: ['B0THROTTL1'], userId: null });
    expect(result.stored).toHaveLength(1);
    expect(callsOf('getItemOffersBatch', before).map((c) => c.status ?? 200)).toEqual([429, 200]);
    const [state] = await sourceStates(ctx.deps, { marketplace: 'US' }).then((s) =>
      s.filter((x) => x.source === 'sp_api'),
    );
    const offers = state.buckets.find((b) => b.name === 'getItemOffersBatch');
    expect(offers?.rate).toBeCloseTo(1 / (1.02 / 2 + 0.01), 5); // learnt from the header, with the margin
    expect(state.today.calls).toBeGreaterThan(0);
  });

  it('Amazon’s fee estimates for a price, in minor units', async () => {
    const [source] = await marketSources(ctx.deps, { userId: null });
    const fees = await source.fees?.(
      {
        marketplace: 'US',
        items: [
          { asin: asin('B0BT', 0), priceCents: 2000, fba: true },
          { asin: 'B0NOTHERE1', priceCents: 2000, fba: false },
        ],
      },
      { userId: null },
    );
    expect(fees).toEqual([
      {
        asin: asin('B0BT', 0),
        totalFeesCents: 622,
        fees: [
          { type: 'ReferralFee', cents: 300 },
          { type: 'FBAFees', cents: 322 },
        ],
      },
      { asin: 'B0NOTHERE1', totalFeesCents: null, fees: [] },
    ]);
  });
});

describe('SP-API rate limits shared by two instances', () => {
  it('two instances crawling with one credential stay within the rate Amazon allows', async () => {
    for (let i = 0; i < 60; i++)
      operator.research.set(asin('B0TW', i), {
        title: `Twin kettle ${i % 2 ? 'red' : 'blue'} ${i}`,
        brand: 'K',
        rank: i + 1,
        price: 30,
      });
    const other = connectDatabase(ctx.databaseUrl);
    const before = amazon.calls.length;
    const started = Date.now();
    try {
      const [a, b] = await Promise.all([
        crawlKeyword(ctx.deps, {
          marketplace: 'US',
          keyword: 'twin kettle red',
          userId: null,
          maxProducts: 30,
        }),
        crawlKeyword(
          { ...ctx.deps, database: other },
          { marketplace: 'US', keyword: 'twin kettle blue', userId: null, maxProducts: 30 },
        ),
      ]);
      expect(a.products).toHaveLength(30);
      expect(b.products).toHaveLength(30);
    } finally {
      await other.close();
    }
    const elapsed = (Date.now() - started) / 1000;
    const calls = amazon.calls.slice(before);
    // Hardly a call refused for the rate (a late call can still bring the next one too close on a
    // loaded machine: it is retried), and never more accepted than Amazon's bucket allows in any window.
    expect(calls.filter((c) => c.status === 429).length).toBeLessThanOrEqual(2);
    for (const [operation, rate] of Object.entries(rates)) {
      const times = calls.filter((c) => c.operation === operation && c.status !== 429).map((c) => c.at);
      for (let i = 0; i < times.length; i++)
        for (let j = i + 1; j < times.length; j++)
          expect(j - i + 1).toBeLessThanOrEqual(
            SP_API_RATE_LIMITS[operation as keyof typeof rates].burst + ((times[j] - times[i]) / 1000) * rate,
          );
    }
    expect(elapsed).toBeGreaterThan(0);
  });
});
