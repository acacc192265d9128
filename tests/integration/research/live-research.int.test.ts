import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallInput } from '#contracts/define.ts';
import { keywordsApi } from '#contracts/keywords.ts';
import { dataSourcesApi } from '#contracts/market-data.ts';
import { researchApi } from '#contracts/research.ts';
import { marketRequests, usageEvents } from '#server/db/schema/index.ts';
import { fetchProducts } from '#server/modules/market-data/index.ts';
import { spApiResearchWorld } from '#tests/helpers/sp-api-world.ts';

// Live research through HTTP against the SP-API stand-in: a keyword the catalog does not hold
// queues one crawl (shared by users, counted once), the search page reads its progress and then
// its products; an unknown ASIN looked up is fetched while the user waits.
// The operator's usage plan announces 5 getItemOffersBatch calls a second (x-amzn-RateLimit-Limit,
// learnt from the first answer), as in sp-api-research.int.test.ts, whose subject pacing is: at the
// documented 0.1/s, each test after the first waited up to 10 s for its batch of offers.
const { amazon, operator, ctx, db } = await spApiResearchWorld('live', {
  standIn: { rates: { getItemOffersBatch: 5 } },
  env: {
    MARKET_DATA_MIN_RESULTS: '5',
    ADMIN_EMAILS: 'sources-admin@example.com',
    // The bounded wait of a user's "fetch now" (15 s by default): a test of a run that never ends
    // waits all of it; 6 s leaves the joined run (1 s, then a fetch no longer paced) time to end
    // on a loaded machine.
    MARKET_DATA_FETCH_WAIT_SECONDS: '6',
  },
});
const asin = (prefix: string, i: number) => `${prefix}${String(i).padStart(10 - prefix.length, '0')}`;
for (let i = 0; i < 12; i++)
  operator.research.set(asin('B0LV', i), {
    title: `Walnut cheese board with knives ${i}`,
    brand: 'Boardly',
    rank: 500 + i,
    price: 34.99,
    listPrice: 39.99,
    offerCount: 2,
    categories: ['Home & Kitchen', 'Cheese Boards'],
    package: { length: 16, width: 11, height: 2, pounds: 3.1 },
  });
// The market jobs a worker would run (tests run jobs explicitly): how many ran.
const runQueue = async () =>
  (await ctx.deps.jobs.runReady(['market-crawl-keyword', 'market-fetch-product', 'market-backfill-history']))
    .length;
const search: CallInput<typeof researchApi.searchProducts>['body'] = {
  filters: { marketplace: 'US', keyword: 'walnut cheese board' },
};

describe('live research: a keyword the catalog does not hold', () => {
  it('queues one crawl shared by users, counts each search once, and the page reads it as it lands', async () => {
    const ana = await ctx.signUp();
    const ben = await ctx.signUp();
    const first = await ana.call(researchApi.searchProducts, { body: search });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(0);
    expect(first.body.crawl).toMatchObject({
      kind: 'keyword',
      state: 'queued',
      subject: 'walnut cheese board',
    });
    const second = await ben.call(researchApi.searchProducts, {
      body: {
        filters: { marketplace: 'US', keyword: 'Walnut  Cheese Board' },
      },
    });
    expect(second.body.crawl?.id).toBe(first.body.crawl?.id);
    expect(await db.select().from(marketRequests)).toHaveLength(1);
    const searchCalls = () => amazon.calls.filter((c) => c.operation === 'searchCatalogItems').length;
    expect(searchCalls()).toBe(0); // nothing called on the request path

    expect(await runQueue()).toBe(1);
    expect(searchCalls()).toBe(1);
    const page = await ana.call(researchApi.searchPage, { params: { id: first.body.searchId } });
    expect(page.status).toBe(200);
    expect(page.body.crawl).toMatchObject({ state: 'done', source: 'sp_api', stored: 12, total: 12 });
    expect(page.body.total).toBe(12);
    expect(page.body.results[0]).toMatchObject({ source: 'sp_api' });
    const counted = await db.select().from(usageEvents).where(eq(usageEvents.userId, ana.userId));
    expect(counted).toHaveLength(1);

    // Fresh now: another search of it reuses the crawl and reads the catalog.
    const again = await ben.call(researchApi.searchProducts, { body: search });
    expect(again.body.total).toBe(12);
    expect(again.body.crawl).toMatchObject({ id: first.body.crawl?.id, state: 'done' });
    expect(await runQueue()).toBe(0);
    expect(searchCalls()).toBe(1);
  });

  it('queues nothing for a keyword the catalog covers with current data, or without a keyword', async () => {
    const user = await ctx.signUp();
    const covered = await user.call(researchApi.searchProducts, {
      body: {
        filters: { marketplace: 'US', keyword: 'cheese board' },
      },
    });
    expect(covered.body.total).toBe(12);
    expect(covered.body.crawl).toBeNull();
    const none = await user.call(researchApi.searchProducts, { body: { filters: { marketplace: 'US' } } });
    expect(none.body.crawl).toBeNull();
  });
});

describe('live research: an unknown ASIN looked up', () => {
  it('is fetched from the source while the user waits, once', async () => {
    operator.research.set('B0LVNEW001', {
      title: 'Olive wood serving spoon',
      brand: 'Olivo',
      rank: 2100,
      price: 12.5,
      offerCount: 1,
      categories: ['Home & Kitchen', 'Serving Spoons'],
      package: { length: 12, width: 3, height: 1, pounds: 0.2 },
    });
    const user = await ctx.signUp();
    const res = await user.call(researchApi.product, { params: { marketplace: 'US', asin: 'B0LVNEW001' } });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ asin: 'B0LVNEW001', source: 'sp_api' });
    const reverse = await user.call(keywordsApi.analyzeKeywords, {
      body: {
        marketplace: 'US',
        asin: 'B0LVNEW001',
      },
    });
    expect(reverse.status).toBe(200);
    expect(reverse.body.product).toMatchObject({ asin: 'B0LVNEW001' });
  });

  it('says plainly when no source knows it, and does not ask again while that is fresh', async () => {
    const user = await ctx.signUp();
    const before = amazon.calls.length;
    const res = await user.call(researchApi.product, { params: { marketplace: 'US', asin: 'B0LVNONE01' } });
    expect(res.status).toBe(404);
    expect(res.error).toMatchObject({ code: 'asin_not_in_catalog' });
    const calls = amazon.calls.length - before;
    expect(calls).toBeGreaterThan(0);
    const again = await user.call(researchApi.product, { params: { marketplace: 'US', asin: 'B0LVNONE01' } });
    expect(again.status).toBe(404);
    expect(amazon.calls.length - before).toBe(calls);
  });

  it("joins the same ASIN's fetch already running elsewhere for the bounded wait, without a second source call", async () => {
    operator.research.set('B0LVBUSY01', {
      title: 'Bamboo salad servers',
      brand: 'Olivo',
      rank: 3300,
      price: 15.5,
      offerCount: 1,
      categories: ['Home & Kitchen', 'Serving Spoons'],
      package: { length: 12, width: 3, height: 1, pounds: 0.2 },
    });
    // Another instance's run of this ASIN's fetch, under way.
    const [running] = await db
      .insert(marketRequests)
      .values({
        kind: 'asin',
        marketplace: 'US',
        subject: 'B0LVBUSY01',
        state: 'running',
        attempts: 1,
        startedAt: new Date(),
      })
      .returning();
    const asked = () =>
      amazon.calls.filter((c) => JSON.stringify(c.query ?? {}).includes('B0LVBUSY01')).length;
    const user = await ctx.signUp();
    const started = Date.now();
    const lookup = user.call(researchApi.product, { params: { marketplace: 'US', asin: 'B0LVBUSY01' } });
    // That run stores the product (its one source call) and ends while the user waits.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const fetched = await fetchProducts(ctx.deps, { marketplace: 'US', asins: ['B0LVBUSY01'], userId: null });
    expect(fetched.stored.map((p) => p.asin)).toEqual(['B0LVBUSY01']);
    await db
      .update(marketRequests)
      .set({ state: 'done', stored: 1, source: 'sp_api', finishedAt: new Date() })
      .where(eq(marketRequests.id, running.id));
    const doneAt = Date.now();
    const res = await lookup;
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ asin: 'B0LVBUSY01', source: 'sp_api' });
    expect(asked()).toBe(1);
    // The user's wait ends with the run it joined (the join reads it again every 250 ms), not at the
    // end of its bound: measured from the run's end, since on a loaded machine the other instance's
    // fetch above can itself take most of the bound (10,010 ms from the start in one full run, where
    // the run had ended just before the bound).
    expect(Date.now() - doneAt).toBeLessThan(5_000);
    expect(Date.now() - started).toBeLessThan(ctx.deps.env.MARKET_DATA_FETCH_WAIT_SECONDS * 1000 + 5_000);

    // A run that does not end in time: the user waits at most the bounded wait, then is told it is under way.
    await db.insert(marketRequests).values({
      kind: 'asin',
      marketplace: 'US',
      subject: 'B0LVSLOW01',
      state: 'running',
      attempts: 1,
      startedAt: new Date(),
    });
    const before = amazon.calls.length;
    const t0 = Date.now();
    const slow = await user.call(researchApi.product, { params: { marketplace: 'US', asin: 'B0LVSLOW01' } });
    const waited = Date.now() - t0;
    expect(slow.status).toBe(503);
    expect(slow.error).toMatchObject({ code: 'source_busy' });
    expect(waited).toBeGreaterThanOrEqual(ctx.deps.env.MARKET_DATA_FETCH_WAIT_SECONDS * 1000 - 50);
    expect(waited).toBeLessThan(ctx.deps.env.MARKET_DATA_FETCH_WAIT_SECONDS * 1000 + 10_000);
    expect(amazon.calls.length).toBe(before);
    await db.delete(marketRequests).where(eq(marketRequests.subject, 'B0LVSLOW01')); // the other instance's, never ending
  });
});

describe('admin: data sources', () => {
  it('shows each source: configured or what to set, budget, today, last success, products by age', async () => {
    const admin = await ctx.signUp({ email: 'sources-admin@example.com', verified: true });
    const check = await admin.call(dataSourcesApi.check, {
      params: { source: 'sp_api' },
      body: { marketplace: 'US' },
    });
    expect(check.body).toEqual({ ok: true, code: null });
    const keepa = await admin.call(dataSourcesApi.check, {
      params: { source: 'keepa' },
      body: { marketplace: 'US' },
    });
    expect(keepa.body).toEqual({ ok: false, code: 'not_configured' });
    const res = await admin.call(dataSourcesApi.overview, { query: { marketplace: 'US' } });
    expect(res.status).toBe(200);
    const sp = res.body.sources.find((s) => s.source === 'sp_api');
    expect(sp).toMatchObject({ configured: true, toConfigure: [], lastError: null });
    expect(sp?.lastSuccessAt).not.toBeNull();
    expect(sp?.today.calls).toBeGreaterThan(0);
    expect(sp?.buckets.length).toBeGreaterThan(0);
    expect(sp?.products.fresh).toBeGreaterThanOrEqual(13);
    expect(res.body.sources.find((s) => s.source === 'keepa')).toMatchObject({
      configured: false,
      toConfigure: ['KEEPA_API_KEY'],
    });
    expect(res.body.requests).toMatchObject({ queued: 0, running: 0 });
    expect(res.body.requests.done).toBeGreaterThanOrEqual(1);
    expect(res.body.freshDays).toBe(7);
  });
});
