/**
 * Stored keyword statistics (ADR 100): an analysis answered from the store equals the full
 * computation from the catalog after an import, a crawl result and a shared browser observation,
 * both right after the change (out-of-date keywords are brought up to date or read again, ADR 101)
 * and after the keyword stats job refreshed them, and after random changes of single listings;
 * keywords a change does not touch stay stored.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { apiKeysApi } from '#contracts/api-keys.ts';
import { observationReviewApi } from '#contracts/observation-review.ts';
import { observationsApi } from '#contracts/observations.ts';
import { importCatalogCsv } from '#server/modules/catalog/import-catalog-csv.ts';
import { analyzeKeywords, type KeywordAnalysis } from '#server/modules/keywords/analyze-keywords.ts';
import { keywordStatsJob } from '#server/modules/keywords/index.ts';
import {
  keywordCatalogStats,
  keywordMatchSql,
  readKeywordTotals,
} from '#server/modules/keywords/keyword-catalog-stats.ts';
import { KeywordStatsWrites } from '#server/modules/keywords/keyword-stats-store.ts';
import { bringUpToDate } from '#server/modules/keywords/keyword-stats-update.ts';
import { crawlKeywordJob } from '#server/modules/market-data/index.ts';
import { createUser, givePlan } from '#tests/helpers/factories/index.ts';
import { runJobNow } from '#tests/helpers/jobs.ts';
import { startKeepaStandIn } from '#tests/helpers/keepa-stand-in.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const keepa = await startKeepaStandIn({ refillRate: 60 });
afterAll(() => keepa.close());
const ctx = await createTestContext(
  {
    KEEPA_API_KEY: keepa.key,
    KEEPA_API_BASE: keepa.url,
    MARKET_DATA_MAX_WAIT_SECONDS: '0',
    OBSERVATIONS_SHARED: 'true',
  },
  { sampleCatalog: true },
);
const db = ctx.deps.database.db;
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

  it('reads a keyword as the aggregates of its matches give it (one statement, counts per source)', async () => {
    for (const keyword of ['luggage', 'water bottle', 'glass']) {
      const match = keywordMatchSql('US', keyword);
      const { rows } = await db.execute<{
        n: number;
        units: string;
        unknown: number;
        lower: boolean | null;
        source: string | null;
        newest: Date | string | null;
      }>(sql`
        select count(*)::int as n, coalesce(sum(p.est_monthly_units), 0)::bigint as units,
          (count(*) filter (where p.est_monthly_units is null))::int as unknown,
          bool_or(p.est_units_method in ('badge', 'no_badge')) as lower,
          mode() within group (order by p.source) as source, max(p.observed_at) as newest
        from catalog_products p where ${match}`);
      const leaders = await db.execute<{ id: number }>(sql`
        select p.id from catalog_products p where ${match}
        order by p.est_monthly_units desc nulls last, p.rating desc nulls last, p.id limit 50`);
      const t = readKeywordTotals({ db, marketplace: 'US', keyword });
      const stats = keywordCatalogStats(await t);
      const r = rows[0];
      expect(stats.stats.matchCount).toBe(r.n);
      expect((await t).summedUnits).toBe(Number(r.units));
      expect((await t).unknownSales).toBe(r.unknown);
      expect(stats.stats.demandIsLowerBound).toBe(!!r.lower);
      expect(stats.origin?.source ?? null).toBe(r.source);
      expect(stats.origin?.at ?? null).toEqual(r.newest ? new Date(r.newest) : null);
      expect(stats.leaders.map((l) => l.id)).toEqual(leaders.rows.map((l) => Number(l.id)));
    }
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
    // Shared at once: the operator trusts this observer (docs/extension.md).
    const admin = await createUser(ctx, { admin: true });
    await admin.call(observationReviewApi.trust, {
      params: { userId: user.userId },
      body: { trusted: true },
    });
    const { body } = await user.call(apiKeysApi.create, { body: { name: 'extension' } });
    const before = await stored('luggage');
    const res = await ctx.client().call(
      observationsApi.record,
      {
        body: {
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
      },
      { authorization: `Bearer ${body.key}` },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shared: true });
    const after = await stored('luggage');
    expect(after.seed?.origin?.at).not.toEqual(before.seed?.origin?.at);
    await expectCurrent('luggage');
  });

  it('stays the full computation after random changes of single listings (ADR 101)', async () => {
    const seeds = ['luggage', 'water bottle'];
    const ids = async (keyword: string) =>
      (
        await db.execute<{ id: number }>(sql`
          select id from catalog_products where marketplace = 'US'
            and search_vector @@ to_tsquery('english', ${keyword.split(' ').join(' & ')})
          order by est_monthly_units desc nulls last, id limit 20`)
      ).rows.map((r) => Number(r.id));
    const pool = [...(await ids('luggage')), ...(await ids('water bottle'))];
    let copies = 0;
    let updated = 0;
    const change = fc.oneof(
      fc.record({ kind: fc.constant('units' as const), units: fc.option(fc.integer({ min: 0, max: 9000 })) }),
      fc.record({
        kind: fc.constant('rating' as const),
        rating: fc.option(fc.integer({ min: 10, max: 50 })),
      }),
      fc.record({
        kind: fc.constant('observed' as const),
        seconds: fc.integer({ min: -86_400, max: 86_400 }),
      }),
      fc.record({ kind: fc.constant('listed' as const) }),
      fc.record({ kind: fc.constant('title' as const), word: fc.constantFrom('luggage', 'bottles', 'lamp') }),
      fc.record({ kind: fc.constant('method' as const), method: fc.constantFrom('badge', 'bsr', null) }),
      fc.record({ kind: fc.constant('copy' as const) }),
      fc.record({ kind: fc.constant('delete copy' as const) }),
    );
    for (const k of seeds) await stored(k);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), change), { minLength: 1, maxLength: 4 }),
        async (edits) => {
          for (const [at, c] of edits) {
            const id = pool[at % pool.length];
            if (c.kind === 'units')
              await db.execute(
                sql`update catalog_products set est_monthly_units = ${c.units} where id = ${id}`,
              );
            else if (c.kind === 'rating')
              await db.execute(
                sql`update catalog_products set rating = ${c.rating === null ? null : c.rating / 10} where id = ${id}`,
              );
            else if (c.kind === 'observed')
              await db.execute(sql`
              update catalog_products set observed_at = observed_at + ${`${c.seconds} seconds`}::interval
              where id = ${id}`);
            else if (c.kind === 'listed')
              await db.execute(sql`update catalog_products set listed = not listed where id = ${id}`);
            else if (c.kind === 'title')
              await db.execute(sql`
              update catalog_products set title = case when title like '%' || ${c.word}
                then left(title, length(title) - length(${c.word}) - 1) else title || ' ' || ${c.word} end
              where id = ${id}`);
            else if (c.kind === 'method')
              await db.execute(
                sql`update catalog_products set est_units_method = ${c.method} where id = ${id}`,
              );
            else if (c.kind === 'copy')
              await db.execute(sql`
              insert into catalog_products (marketplace, asin, title, brand, currency, rating, review_count,
                listed, source, observed_at, est_monthly_units, est_units_method)
              select marketplace, ${`B0PROPCOPY${copies++}`}, title, brand, currency, rating, review_count,
                listed, source, observed_at, est_monthly_units, est_units_method
              from catalog_products where id = ${id}`);
            else
              await db.execute(sql`
              delete from catalog_products where id = (
                select id from catalog_products where asin like 'B0PROPCOPY%' order by id limit 1)`);
          }
          for (const k of seeds) {
            if (await bringUpToDate(db, 'US', k)) updated++;
            expect(await stored(k)).toEqual(await fullComputation(k));
          }
        },
      ),
      { numRuns: 8 },
    );
    // Most were brought up to date from the changed listings, not read again.
    expect(updated).toBeGreaterThan(4);
    await expectCurrent('luggage');
  }, 120_000);
});
