import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboardApi } from '#contracts/dashboard.ts';
import { keywordsApi } from '#contracts/keywords.ts';
import { researchApi } from '#contracts/research.ts';
import { catalogProducts, usageEvents } from '#server/db/schema/index.ts';
import {
  createKeywordRankObservation,
  createProductRow,
  createUser,
  givePlan,
} from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({}, { sampleCatalog: true });
const db = ctx.deps.database.db;

const usage = async (userId: string) =>
  (await db.select().from(usageEvents).where(eq(usageEvents.userId, userId))).length;

describe('keyword research', () => {
  it('analyses a keyword: estimated demand from the catalog, difficulty, related keywords, no CPC', async () => {
    const user = await ctx.signUp();
    const res = await user.call(keywordsApi.analyzeKeywords, {
      body: {
        marketplace: 'US',
        keyword: '  Luggage ',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('keyword');
    expect(res.body.seed).toMatchObject({ keyword: 'luggage', relevance: 100, cpcCents: null, trend: null });
    expect(res.body.seed?.matchCount).toBeGreaterThan(10);
    expect(res.body.seed?.estimatedDemand).toBeGreaterThan(0);
    expect(res.body.seed?.demandIsLowerBound).toBe(true);
    expect(['low', 'medium', 'high']).toContain(res.body.seed?.difficulty?.level);
    expect(res.body.keywords.length).toBeGreaterThan(0);
    for (const k of res.body.keywords) {
      expect(k.keyword).not.toBe('luggage');
      expect(k.cpcCents).toBeNull();
      expect(k.relevance).toBeGreaterThan(0);
    }
    expect(await usage(user.userId)).toBe(1);
  });

  it('shows a thin keyword’s own row and listings, says the catalog is too small, and adds captured searches around it', async () => {
    const user = await ctx.signUp();
    const first = await user.call(keywordsApi.analyzeKeywords, {
      body: {
        marketplace: 'US',
        keyword: 'yoga mat',
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.seed).toMatchObject({ keyword: 'yoga mat' });
    expect(first.body.seed?.matchCount).toBeGreaterThan(0);
    expect(first.body.fewListings).toBe(true);
    expect(first.body.seedListings?.length).toBe(first.body.seed?.matchCount);
    expect(first.body.seedListings?.map((l: { asin: string }) => l.asin)).toContain('B01LP0U5X0');
    // A search the user's extension captured that holds "yoga mat" is a related keyword, said so.
    const [mat] = first.body.seedListings ?? [];
    if (!mat) throw new Error('no listing matches "yoga mat"');
    const [product] = await db.select().from(catalogProducts).where(eq(catalogProducts.asin, mat.asin));
    await createKeywordRankObservation(db, {
      productId: product.id,
      userId: user.userId,
      keyword: 'Thick Yoga Mat',
    });
    const other = await ctx.signUp();
    await createKeywordRankObservation(db, {
      productId: product.id,
      userId: other.userId,
      keyword: 'yoga mat bag',
    });
    const again = await user.call(keywordsApi.analyzeKeywords, {
      body: {
        marketplace: 'US',
        keyword: 'yoga mat',
      },
    });
    const captured = again.body.keywords.find((k: { keyword: string }) => k.keyword === 'thick yoga mat');
    expect(captured).toMatchObject({ from: 'captured', relevance: 67 });
    // Another user's search, not shared, is not theirs to see.
    expect(again.body.keywords.map((k: { keyword: string }) => k.keyword)).not.toContain('yoga mat bag');
  });

  it('never merges different words: "packing" does not count the listings of "pack"', async () => {
    const user = await ctx.signUp();
    const matches = async (keyword: string) =>
      Number(
        (await user.call(keywordsApi.analyzeKeywords, { body: { marketplace: 'CA', keyword } })).body.seed
          ?.matchCount,
      );
    const before = {
      packing: await matches('packing'),
      pack: await matches('pack'),
      cubes: await matches('packing cubes'),
    };
    for (const title of [
      'Packing Cubes for Suitcases, Set of 6',
      'Packing Cube Set of 4 with Laundry Bag',
      'Ankle Socks, Pack of 6',
      'Tube Socks 6 Packs, Cotton',
      'Backpack for Hiking 40L',
    ])
      await createProductRow(db, { marketplace: 'CA', title });
    expect((await matches('packing')) - before.packing).toBe(2);
    // "Pack of 6" and "6 Packs": not the packing cubes, nor the backpack.
    expect((await matches('pack')) - before.pack).toBe(2);
    // "cube" and "cubes" are one word.
    expect((await matches('packing cubes')) - before.cubes).toBe(2);
  });

  it('reverse-ASINs a sample product: keywords of it and its competitors ranked by relevance', async () => {
    const user = await ctx.signUp();
    const res = await user.call(keywordsApi.analyzeKeywords, {
      body: { marketplace: 'US', asin: 'b014tmv5ye' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'asin',
      product: { asin: 'B014TMV5YE', department: 'Luggage & Travel Gear' },
    });
    expect(res.body.competitorCount).toBeGreaterThan(5);
    const relevance = res.body.keywords.map((k: { relevance: number }) => k.relevance);
    expect(relevance).toEqual([...relevance].sort((a: number, b: number) => b - a));
    const keywords: string[] = res.body.keywords.map((k: { keyword: string }) => k.keyword);
    // Phrases the niche shares, not one title's words, and of the product's own words: its title
    // ("Sion Softside Expandable Roller Luggage, Black, Checked-Large 29-Inch") says no "spinner
    // wheels", which its neighbours write, and runs no phrase across its commas ("black checked").
    expect(keywords).toEqual(expect.arrayContaining(['expandable luggage', 'softside expandable luggage']));
    for (const other of ['spinner wheels', 'black checked']) expect(keywords).not.toContain(other);
    for (const k of keywords) {
      const words = k.split(' ');
      expect(words.length, k).toBeGreaterThan(1);
      expect(new Set(words).size, k).toBe(words.length);
    }
    // Each row says where its demand comes from.
    for (const k of res.body.keywords)
      expect(k.demandBasis).toEqual({
        listings: k.matchCount,
        withFigure: expect.any(Number),
        belowBadge: expect.any(Boolean),
      });
  });

  it('reverse-ASINs a phone case without fragments, brands or model numbers unless asked', async () => {
    const user = await ctx.signUp();
    const res = await user.call(keywordsApi.analyzeKeywords, {
      body: { marketplace: 'US', asin: 'B0CBJKBM61' },
    });
    expect(res.status).toBe(200);
    const keywords: string[] = res.body.keywords.map((k: { keyword: string }) => k.keyword);
    expect(keywords).toEqual(expect.arrayContaining(['phone case', 'iphone 15 pro max']));
    for (const bad of ['pro pro', 'pro 15 pro', 'amazon', 'torras', 'pro', 'case 6.7'])
      expect(keywords).not.toContain(bad);
    expect(keywords.some((k) => /\btorras\b|\bamazon\b/.test(k))).toBe(false);
    // "phone case" matches listings none of which shows a "bought in past month" badge: below the
    // badges' threshold, not a demand of 0.
    const phoneCase = res.body.keywords.find((k: { keyword: string }) => k.keyword === 'phone case');
    expect(phoneCase?.demandBasis).toMatchObject({ belowBadge: true });
    expect(res.body.withBrands).toBe(false);
    const withBrands = await user.call(keywordsApi.analyzeKeywords, {
      body: {
        marketplace: 'US',
        asin: 'B0CBJKBM61',
        withBrands: true,
      },
    });
    expect(withBrands.body.withBrands).toBe(true);
    // Read again (the page's polling): still with the brands asked for.
    const again = await user.call(keywordsApi.keywordSearch, { params: { id: withBrands.body.searchId } });
    expect(again.body.withBrands).toBe(true);
  });

  it('refuses a malformed or unknown ASIN clearly, without counting it', async () => {
    const user = await ctx.signUp();
    const bad = await user.call(keywordsApi.analyzeKeywords, { body: { asin: 'B01-4TM' } });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: 'invalid_asin', params: { asin: 'B01-4TM' } });
    const unknown = await user.call(keywordsApi.analyzeKeywords, {
      body: {
        asin: 'B000000000',
        marketplace: 'CA',
      },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'asin_not_in_catalog',
      params: { asin: 'B000000000', marketplace: 'CA' },
    });
    const both = await user.call(keywordsApi.analyzeKeywords, { body: { asin: 'B014TMV5YE', keyword: 'x' } });
    expect(both.status).toBe(400);
    expect(await usage(user.userId)).toBe(0);
  });
});

describe('search history', () => {
  it('lists both kinds, filters by type, belongs to its user, and deleting it gives no quota back', async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    await a.call(researchApi.searchProducts, { body: { filters: { keyword: 'backpack' } } });
    await a.call(keywordsApi.analyzeKeywords, { body: { keyword: 'backpack' } });
    await a.call(keywordsApi.analyzeKeywords, { body: { asin: 'B014TMV5YE' } });
    await b.call(keywordsApi.analyzeKeywords, { body: { keyword: 'dog' } });

    const all = await a.call(researchApi.history);
    expect(all.body.entries.map((e: { type: string; kind: string }) => `${e.type}:${e.kind}`)).toEqual([
      'keyword:asin',
      'keyword:keyword',
      'product:products',
    ]);
    const product = all.body.entries[2];
    expect(product).toMatchObject({ query: 'backpack', marketplace: 'US' });
    expect(product.productName).toBeTruthy();
    expect(product.score).toBeGreaterThan(0);
    expect((await a.call(researchApi.history, { query: { type: 'products' } })).body.entries).toHaveLength(1);
    expect((await a.call(researchApi.history, { query: { type: 'keywords' } })).body.entries).toHaveLength(2);
    expect((await b.call(researchApi.history)).body.entries.map((e) => e.query)).toEqual(['dog']);

    expect((await a.call(researchApi.historyExport, { query: { type: 'all' } })).error?.code).toBe(
      'plan_required',
    );
    await givePlan(db, a.userId, 'starter');
    expect((await a.call(researchApi.historyExport, { query: { type: 'all' } })).body.entries).toHaveLength(
      3,
    );

    const before = await usage(a.userId);
    expect((await a.call(researchApi.deleteHistory)).body).toEqual({ deleted: 3 });
    expect((await a.call(researchApi.history)).body.entries).toEqual([]);
    expect(await usage(a.userId)).toBe(before);
    expect((await b.call(researchApi.history)).body.entries).toHaveLength(1);
  });

  it('records when a sales figure is a lower bound (badge), for the "10,000+" of the panel and exports', async () => {
    const user = await ctx.signUp();
    const search = await user.call(researchApi.searchProducts, { body: { filters: { keyword: 'luggage' } } });
    const best = [...search.body.results].sort(
      (x: { opportunity: { score: number | null } }, y: { opportunity: { score: number | null } }) =>
        (y.opportunity.score ?? -1) - (x.opportunity.score ?? -1),
    )[0];
    expect(best.units.method).toBe('badge');
    if (best.units.method !== 'badge') throw new Error('the best luggage has no badge');
    const keyword = await user.call(keywordsApi.analyzeKeywords, { body: { keyword: 'luggage' } });
    expect(keyword.body.seed?.demandIsLowerBound).toBe(true);

    const [kw, product] = (await user.call(researchApi.history)).body.entries;
    expect(product).toMatchObject({ type: 'product', sales: best.units.lowerBound, salesIsLowerBound: true });
    expect(kw).toMatchObject({
      type: 'keyword',
      sales: keyword.body.seed?.estimatedDemand,
      salesIsLowerBound: true,
    });
  });

  it('keeps the 50 newest per type', async () => {
    const user = await createUser(ctx, { plan: 'elite' });
    // 52 searches: two through the route, and 50 older copies of the first one's row. The history
    // lists at most 50 per type, newest first; 52 identical searches through the route only ran
    // the same search 50 more times (1.3 s alone, 11 s in a loaded full run).
    const search = async () =>
      (await user.call(researchApi.searchProducts, { body: { filters: { keyword: 'bag' } } })).body
        .searchId as number;
    const older = await search();
    await db.execute(sql`
      insert into product_searches (user_id, created_at, marketplace, keyword, category, filters, result_count,
        top_asin, product_name, price_cents, currency, estimated_sales, estimated_sales_is_lower_bound,
        opportunity_score)
      select user_id, created_at - make_interval(mins => g), marketplace, keyword, category, filters, result_count,
        top_asin, product_name, price_cents, currency, estimated_sales, estimated_sales_is_lower_bound,
        opportunity_score
      from product_searches, generate_series(1, 50) g where id = ${older}`);
    const newest = await search();
    const entries = (await user.call(researchApi.history, { query: { type: 'products' } })).body.entries as {
      id: number;
    }[];
    expect(entries).toHaveLength(50);
    expect(entries.slice(0, 2).map((e) => e.id)).toEqual([newest, older]);
  });
});

describe('favourites', () => {
  it('stars products per user, shows them in results, and never leaks to another user', async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const found = await a.call(researchApi.searchProducts, {
      body: { filters: { keyword: 'Sion softside' } },
    });
    const sion = found.body.results.find((p) => p.asin === 'B014TMV5YE');
    if (!sion) throw new Error('the Sion suitcase is not in the results');
    expect((await a.call(researchApi.addFavourite, { body: { productId: sion.id } })).body).toEqual({
      productId: sion.id,
      isFavourite: true,
    });
    expect((await a.call(researchApi.addFavourite, { body: { productId: sion.id } })).status).toBe(200);
    expect((await a.call(researchApi.favourites)).body.products.map((p: { asin: string }) => p.asin)).toEqual(
      ['B014TMV5YE'],
    );
    expect((await b.call(researchApi.favourites)).body.products).toEqual([]);
    const again = await a.call(researchApi.searchPage, { params: { id: found.body.searchId } });
    expect(again.body.results.find((p) => p.asin === 'B014TMV5YE')?.isFavourite).toBe(true);
    const forB = await b.call(researchApi.product, { params: { marketplace: 'US', asin: 'B014TMV5YE' } });
    expect(forB.body.product.isFavourite).toBe(false);

    expect((await a.call(researchApi.addFavourite, { body: { productId: 999999999 } })).status).toBe(404);
    await a.call(researchApi.removeFavourite, { params: { id: sion.id } });
    expect((await a.call(researchApi.favourites)).body.products).toEqual([]);
  });

  it('monitors keywords and counts them on the dashboard', async () => {
    const user = await ctx.signUp();
    await user.call(keywordsApi.addKeywordFavourite, {
      body: { marketplace: 'US', keyword: ' Travel  Bag ' },
    });
    await user.call(keywordsApi.addKeywordFavourite, { body: { marketplace: 'US', keyword: 'travel bag' } });
    await user.call(keywordsApi.addKeywordFavourite, { body: { marketplace: 'CA', keyword: 'hole saw' } });
    const list = await user.call(keywordsApi.keywordFavourites);
    expect(list.body.keywords.map((k: { keyword: string }) => k.keyword).sort()).toEqual([
      'hole saw',
      'travel bag',
    ]);
    expect((await user.call(dashboardApi.stats)).body.monitoredKeywords).toBe(2);
    await user.call(keywordsApi.removeKeywordFavourite, {
      query: { marketplace: 'US', keyword: 'travel bag' },
    });
    expect((await user.call(dashboardApi.stats)).body.monitoredKeywords).toBe(1);
  });
});
