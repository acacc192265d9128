import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keywordsApi } from '#contracts/keywords.ts';
import { researchApi } from '#contracts/research.ts';
import { usageEvents } from '#server/db/schema/index.ts';
import { crawlKeyword } from '#server/modules/market-data/index.ts';
import { spApiResearchWorld } from '#tests/helpers/sp-api-world.ts';

// Keyword research while its keyword's live crawl lands: the page reads the analysis again (not
// counted) and the listings appear as the crawl stores them; the crawl's counter is written after
// each product it stores, so it never lags what a search of the catalog finds.
// The operator's usage plan announces 5 getItemOffersBatch calls a second (x-amzn-RateLimit-Limit,
// learnt from the first answer), as in sp-api-research.int.test.ts, whose subject pacing is: at the
// documented 0.1/s, each crawl's second batch of offers waited 10 s.
const { amazon, operator, ctx, db } = await spApiResearchWorld('kw-progress', {
  standIn: { rates: { getItemOffersBatch: 5 } },
  env: { MARKET_DATA_MIN_RESULTS: '5' },
});
const list = (prefix: string, count: number, title: string) => {
  for (let i = 0; i < count; i++)
    operator.research.set(`${prefix}${String(i).padStart(10 - prefix.length, '0')}`, {
      title: `${title} ${i}`,
      brand: 'Blockwright',
      rank: 800 + i,
      price: 49.99,
      offerCount: 2,
      categories: ['Home & Kitchen', 'Cutting Boards'],
      package: { length: 18, width: 12, height: 2, pounds: 4.2 },
    });
};
const listingsOf = async (words: string) => {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from catalog_products
    where marketplace = 'US' and title ilike ${`${words}%`}`);
  return Number(rows[0]?.n);
};

describe('keyword research follows its crawl', () => {
  it('shows the listings as the crawl stores them, counted once, and the export follows', async () => {
    list('B0KP', 25, 'Maple butcher block board'); // two pages of 20
    const user = await ctx.signUp();
    const first = await user.call(keywordsApi.analyzeKeywords, {
      body: {
        marketplace: 'US',
        keyword: 'maple butcher block',
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.crawl).toMatchObject({ state: 'queued', stored: 0 });
    expect(first.body.seed).toMatchObject({ keyword: 'maple butcher block', matchCount: 0 });

    // The crawl stored its first page and waits for Amazon's second one.
    const held = amazon.hold('searchCatalogItems', 2);
    const running = ctx.deps.jobs.runReady(['market-crawl-keyword']);
    await held.reached;
    const mid = await user.call(keywordsApi.keywordSearch, { params: { id: first.body.searchId } });
    expect(mid.status).toBe(200);
    expect(mid.body.crawl).toMatchObject({ state: 'running', stored: 20, total: 25 });
    expect(mid.body.seed?.matchCount).toBe(20);
    expect(mid.body.searchId).toBe(first.body.searchId);
    held.release();
    expect(await running).toHaveLength(1);

    const end = await user.call(keywordsApi.keywordSearch, { params: { id: first.body.searchId } });
    expect(end.body.crawl).toMatchObject({ state: 'done', stored: 25, total: 25 });
    expect(end.body.seed?.matchCount).toBe(25);
    expect(end.body.seed?.origin).toMatchObject({ source: 'sp_api' });
    const counted = await db.select().from(usageEvents).where(eq(usageEvents.userId, user.userId));
    expect(counted).toHaveLength(1);
    const history = await user.call(researchApi.history, { query: { type: 'keywords' } });
    expect(history.body.entries[0]).toMatchObject({
      query: 'maple butcher block',
      resultCount: end.body.keywords.length + 1,
    });
    const exported = await ctx.deps.database.db.execute<{ n: number }>(
      sql`select (results->'seed'->>'matchCount')::int as n from keyword_searches where id = ${first.body.searchId}`,
    );
    expect(exported.rows[0]?.n).toBe(25);

    // Someone else's analysis is not theirs to read.
    const other = await ctx.signUp();
    const refused = await other.call(keywordsApi.keywordSearch, { params: { id: first.body.searchId } });
    expect(refused.status).toBe(404);
  });

  it("writes the crawl's counter after each product it stores: equal to the listings stored at every step", async () => {
    list('B0KQ', 27, 'Teak end grain board');
    const steps: { stored: number; listed: number }[] = [];
    const result = await crawlKeyword(ctx.deps, {
      marketplace: 'US',
      keyword: 'teak end grain board',
      userId: null,
      onProgress: async (p) => {
        steps.push({ stored: p.stored, listed: await listingsOf('Teak end grain board') });
      },
    });
    expect(result.stored).toBe(27);
    for (const step of steps) expect(step.stored).toBe(step.listed);
    // One step per product (and one per page), never a page's worth behind.
    const counts = [...new Set(steps.map((s) => s.stored))];
    expect(counts).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
  });
});
