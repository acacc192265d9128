/**
 * Stored keyword statistics (ADR 100): an analysis answered from the store equals the full
 * computation from the catalog after an import, a crawl result and a shared browser observation,
 * both right after the change (out-of-date keywords are read again) and after the keyword stats job
 * refreshed them; keywords a change does not touch stay stored.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { importCatalogCsv } from '#server/modules/catalog/import-catalog-csv.ts';
import { loadSampleCatalogIfEmpty } from '#server/modules/catalog/load-sample-catalog.ts';
import { crawlKeywordJob } from '#server/modules/market-data/index.ts';
import { analyzeKeywords, type KeywordAnalysis } from '#server/modules/research/analyze-keywords.ts';
import { keywordStatsJob } from '#server/modules/research/index.ts';
import { KeywordStatsWrites } from '#server/modules/research/keyword-stats-store.ts';
import { givePlan } from '#tests/helpers/factories/index.ts';
import { runJobNow } from '#tests/helpers/jobs.ts';
import { startKeepaStandIn } from '#tests/helpers/keepa-stand-in.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const keepa = await startKeepaStandIn({ refillRate: 60 });
afterAll(() => keepa.close());
const ctx = await createTestContext({
  KEEPA_API_KEY: keepa.key,
  KEEPA_API_BASE: keepa.url,
  MARKET_DATA_MAX_WAIT_SECONDS: '0',
  OBSERVATIONS_SHARED: 'true',
});
const db = ctx.deps.database.db;
await loadSampleCatalogIfEmpty({ db, logger: ctx.deps.logger });
keepa.addProduct(1, keepa.realProduct());

const stored = (keyword: string) => analyzeKeywords({ db, marketplace: 'US', keyword });

/** The analysis computed from the catalog alone: the store emptied in a transaction rolled back. */
async function fullComputation(keyword: string): Promise<KeywordAnalysis> {
  let analysis: KeywordAnalysis | null = null;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from keyword_stats`);
      analysis = await analyzeKeywords({
        db: tx,
        marketplace: 'US',
        keyword,
        writes: new KeywordStatsWrites(),
      });
      tx.rollback();
    })
    .catch((e) => {
      if (!(e instanceof TransactionRollbackError)) throw e;
    });
  if (!analysis) throw new Error('no analysis');
  return analysis;
}

const computedAt = async (keyword: string) =>
  (
    await db.execute<{ at: string }>(
      sql`select computed_at::text as at from keyword_stats where marketplace = 'US' and keyword = ${keyword}`,
    )
  ).rows[0]?.at ?? null;

/** After a change: the stored answer is the full one, before and after the refresh job. */
async function expectCurrent(keyword: string) {
  expect(await stored(keyword)).toEqual(await fullComputation(keyword));
  expect((await runJobNow(ctx.deps, keywordStatsJob.name)).error).toBeUndefined();
  expect(await stored(keyword)).toEqual(await fullComputation(keyword));
}

describe('stored keyword statistics', () => {
  it('answers from the store: the same analysis, no keyword read again', async () => {
    const first = await stored('luggage');
    const at = await computedAt('luggage');
    expect(at).not.toBeNull();
    const related = first.keywords[0].keyword;
    const relatedAt = await computedAt(related);
    expect(await stored('luggage')).toEqual(first);
    expect(await computedAt('luggage')).toBe(at);
    expect(await computedAt(related)).toBe(relatedAt);
    expect(first).toEqual(await fullComputation('luggage'));
  });

  it('stays the full computation after an import, and keeps keywords it does not touch', async () => {
    await stored('luggage');
    await stored('glass');
    const glassAt = await computedAt('glass');
    const before = await stored('luggage');
    const csv = [
      'asin,title,imgUrl,productURL,stars,reviews,price,listPrice,category_id,isBestSeller,boughtInLastMonth',
      'B0KWSTORE1,Carry On Luggage with Spinner Wheels,,,4.6,120,89.99,0.0,104,False,3000',
      'B0KWSTORE2,Expandable Luggage Set of 3,,,4.2,40,199.99,0.0,104,False,50',
      // An existing listing seen again with other figures.
      'B014TMV5YE,"Sion Softside Expandable Roller Luggage, Black, Checked-Large 29-Inch",,,4.4,10,139.99,0.0,104,False,5000',
    ].join('\n');
    await importCatalogCsv({
      db,
      marketplace: 'US',
      input: (async function* () {
        yield csv;
      })(),
      source: 'csv_import',
      sourceRef: 'keyword-stats.csv',
      observedAt: new Date(),
      categoryNames: new Map([['104', 'Suitcases']]),
    });
    const after = await stored('luggage');
    expect(after.seed?.matchCount).toBe((before.seed?.matchCount ?? 0) + 2);
    await expectCurrent('luggage');
    // A bulk import makes every stored keyword out of date: read again by the job.
    expect(await computedAt('glass')).not.toBe(glassAt);
  });

  it('stays the full computation after a crawl result', async () => {
    await stored('borosilicate glass');
    const luggageAt = (await stored('luggage')) && (await computedAt('luggage'));
    keepa.finder.set(1, ['B0F7XPYCSJ']);
    await ctx.deps.jobs.send(crawlKeywordJob, {
      marketplace: 'US',
      keyword: 'borosilicate glass',
      userId: null,
    });
    const outcomes = await ctx.deps.jobs.runReady([crawlKeywordJob.name]);
    expect(outcomes.map((o) => o.error ?? 'ok')).toEqual(['ok']);
    const after = await stored('borosilicate glass');
    expect(after.seed?.matchCount).toBeGreaterThan(0);
    await expectCurrent('borosilicate glass');
    // The crawled listing has no luggage in its title: "luggage" was not read again.
    await stored('luggage');
    expect(await computedAt('luggage')).toBe(luggageAt);
  });

  it('stays the full computation after a shared browser observation', async () => {
    const user = await ctx.signUp();
    await givePlan(db, user.userId, 'pro');
    const { body } = await user.post('/api/api-keys', { name: 'extension' });
    const before = await stored('luggage');
    const res = await ctx.client().post(
      '/api/v1/observations',
      {
        observations: [
          {
            marketplace: 'US',
            asin: 'B07GDLCQXV',
            pageKind: 'product',
            title: 'Luggage Sets Expandable PC+ABS Durable Suitcase Double Wheels TSA Lock Blue',
            currency: 'USD',
            priceCents: 15999,
            rating: 3.1,
            reviewCount: 9876,
            observedAt: new Date().toISOString(),
          },
        ],
      },
      { authorization: `Bearer ${body.key}` },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shared: true });
    const after = await stored('luggage');
    expect(after.seed?.origin?.at).not.toEqual(before.seed?.origin?.at);
    await expectCurrent('luggage');
  });
});
