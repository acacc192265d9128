/**
 * Growth: the cost of a product search, a keyword analysis and an alert check as the catalog grows
 * (10 k, 1 M, 5 M listings by default, BENCH_GROWTH_SIZES), in one run on one database, each next
 * to bare SQL run in the same run; and how many tracked products and alerts one instance checks per
 * minute. The catalog is the 4,960 real US sample rows imported with the real importer, then grown
 * by one INSERT … SELECT generate_series (bench/lib/grow-catalog.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { productPage, productSearchFilters } from '#contracts/research.ts';
import { connectDatabase } from '#server/db/client.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { createLogger } from '#server/lib/logger.ts';
import { evaluatePriceAlerts } from '#server/modules/alerts/evaluate-alerts.ts';
import { DEFAULT_FEE_VIEW } from '#server/modules/fees/index.ts';
import { analyzeKeywords } from '#server/modules/keywords/analyze-keywords.ts';
import { readKeywordTotals } from '#server/modules/keywords/keyword-catalog-stats.ts';
import { storeVocabulary } from '#server/modules/keywords/keyword-vocabulary.ts';
import { storeVocabularyRelated } from '#server/modules/keywords/keyword-vocabulary-related.ts';
import { FIRST_READ_BUDGET, REREAD_BUDGET_MS } from '#server/modules/keywords/run-keyword-analysis.ts';
import { searchProducts } from '#server/modules/research/search-products.ts';
import { productSearchSql } from '#server/modules/research/search-sql.ts';
import { refreshMany } from '#server/modules/tracking/refresh-tracked-products.ts';
import { growUsCatalog, importUsSample } from './lib/grow-catalog.ts';
import { benchAlerts, benchObservationSource } from './lib/growth-fixtures.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '10000,1000000,5000000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TRACKED = Number(process.env.BENCH_TRACKED ?? 500);
/** Longest a growth step may take before the run stops there (0: no limit). */
const GROW_MAX_MINUTES = Number(process.env.BENCH_GROW_MAX_MINUTES ?? 20);
const SEEDS = ['luggage', 'kitchen', 'black', 'water bottle'];
const SEARCHES: { name: string; filters: Record<string, unknown> }[] = [
  { name: 'no filter, by AI score', filters: {} },
  { name: 'keyword "luggage"', filters: { keyword: 'luggage' } },
  { name: 'keyword "black" (broad)', filters: { keyword: 'black' } },
  {
    name: 'keyword "kitchen" + price 10-100 + sales ≥ 300',
    filters: { keyword: 'kitchen', minPrice: 10, maxPrice: 100, minSales: 300 },
  },
];

const logger = createLogger({ level: 'warn' });
const dialect = new PgDialect();
const ms = (v: number) => Math.round(v * 10) / 10;
const time = async (f: () => Promise<unknown>) => {
  const t = performance.now();
  await f();
  return performance.now() - t;
};
const stats = (v: number[]) => ({ p50Ms: ms(percentile(v, 50)), p95Ms: ms(percentile(v, 95)) });

const dir = fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'scout-bench-growth-'));
fs.chmodSync(dir, 0o755);
const server = await startEmbeddedPostgres({ clusterDir: path.join(dir, 'postgres'), logger });
const results: Record<string, unknown>[] = [];
let stoppedAt: string | null = null;

try {
  const database = connectDatabase(server.url);
  const { db, pool } = database;
  await runMigrations(pool);
  await importUsSample(db);
  const alerts = await benchAlerts(db, TRACKED);

  for (const size of SIZES) {
    const free = fs.statfsSync(dir);
    const tableMb = async () =>
      Number(
        (
          await db.execute<{ mb: number }>(
            sql`select pg_total_relation_size('catalog_products') / 1048576.0 as mb`,
          )
        ).rows[0].mb,
      );
    // About 2.1 GB per million listings (with indexes), and as much again while growing.
    if ((free.bavail * free.bsize) / 2 ** 30 < (size / 1e6) * 4.5) {
      stoppedAt = `${size} listings: not enough free disk (${Math.round((free.bavail * free.bsize) / 2 ** 30)} GiB)`;
      console.log(stoppedAt);
      break;
    }
    let grown = false;
    const growSeconds =
      (await time(async () => (grown = await growUsCatalog(db, size, GROW_MAX_MINUTES)))) / 1000;
    if (!grown) {
      stoppedAt = `${size} listings: the catalog could not be grown within ${GROW_MAX_MINUTES} minutes`;
      console.log(stoppedAt);
      break;
    }
    console.log(size, 'grown in', Math.round(growSeconds), 's');

    // Product search: the service, and its two statements bare.
    const searches = [];
    for (const q of SEARCHES) {
      const filters = productSearchFilters.parse({ marketplace: 'US', ...q.filters });
      const page = productPage.parse({});
      const search = productSearchSql(filters, page);
      if (!search) throw new Error(`no SQL for ${q.name}`);
      const count = dialect.sqlToQuery(search.count);
      const matches = (await pool.query(count.sql, count.params)).rows[0].n as number;
      const rows = dialect.sqlToQuery(search.page({ matches, userId: null }));
      const service: number[] = [];
      const bare: number[] = [];
      for (let i = 0; i < RUNS + 2; i++) {
        const s = await time(() =>
          searchProducts({ db, userId: null, filters, page, now: new Date(), fees: DEFAULT_FEE_VIEW }),
        );
        const b = await time(async () => {
          await pool.query(count.sql, count.params);
          await pool.query(rows.sql, rows.params);
        });
        if (i < 2) continue;
        service.push(s);
        bare.push(b);
      }
      searches.push({ query: q.name, service: stats(service), bareSql: stats(bare) });
      console.log(size, searches.at(-1));
    }

    // Keyword analysis: nothing stored (the first analysis of each seed), stored, and right after
    // one listing of the seed changed; next to the bare reads it replaces or makes.
    // First analyses as the page makes them (ADR 103): within FIRST_READ_BUDGET, related keywords
    // not stored come back pending; then re-read (REREAD_BUDGET_MS each) until none is.
    await db.execute(sql`delete from keyword_stats`);
    const first: number[] = [];
    const pendingAtFirst: number[] = [];
    const completion: number[] = [];
    const rereads: number[] = [];
    for (const keyword of SEEDS) {
      const t0 = performance.now();
      let a = await analyzeKeywords({ db, marketplace: 'US', keyword, readBudgetMs: FIRST_READ_BUDGET });
      first.push(performance.now() - t0);
      pendingAtFirst.push(a.keywords.filter((k) => k.pending).length);
      const t = performance.now();
      let n = 0;
      while (a.keywords.some((k) => k.pending) && n < 50) {
        a = await analyzeKeywords({ db, marketplace: 'US', keyword, readBudgetMs: REREAD_BUDGET_MS });
        n++;
      }
      completion.push(performance.now() - t);
      rereads.push(n);
    }
    // The same with nothing stored, every related keyword read at once (the public API).
    await db.execute(sql`delete from keyword_stats`);
    const cold: number[] = [];
    for (const keyword of SEEDS)
      cold.push(await time(() => analyzeKeywords({ db, marketplace: 'US', keyword })));
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const keyword = SEEDS[i % SEEDS.length];
      warm.push(await time(() => analyzeKeywords({ db, marketplace: 'US', keyword })));
    }
    const afterChange: number[] = [];
    for (const keyword of SEEDS) {
      await db.execute(sql`
        update catalog_products set observed_at = observed_at + interval '1 second'
        where id = (select id from catalog_products where marketplace = 'US' and listed
          and search_vector @@ to_tsquery('english', ${keyword.split(' ').join(' & ')}) limit 1)`);
      afterChange.push(await time(() => analyzeKeywords({ db, marketplace: 'US', keyword })));
    }
    const storedLookup: number[] = [];
    const seedRead: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const keyword = SEEDS[i % SEEDS.length];
      const related = (await db.execute<{ keyword: string }>(sql`select keyword from keyword_stats limit 26`))
        .rows;
      storedLookup.push(
        await time(() =>
          pool.query('select * from keyword_stats where marketplace = $1 and keyword = any($2)', [
            'US',
            related.map((r) => r.keyword),
          ]),
        ),
      );
      seedRead.push(await time(() => readKeywordTotals({ db, marketplace: 'US', keyword })));
    }
    // ADR 105: the frequent words computed ahead (the job's pass), then first analyses as the page
    // makes them with only those stored.
    await db.execute(sql`delete from keyword_stats`);
    const vocabularyMs = await time(() => storeVocabulary({ db, marketplace: 'US' }));
    const ahead = JSON.stringify(
      (await db.execute<{ keyword: string }>(sql`select keyword from keyword_stats`)).rows.map(
        (r) => r.keyword,
      ),
    );
    const firstAhead: number[] = [];
    const pendingAhead: number[] = [];
    for (const keyword of SEEDS) {
      await db.execute(
        sql`delete from keyword_stats where keyword not in (select jsonb_array_elements_text(${ahead}::jsonb))`,
      );
      const t0 = performance.now();
      const a = await analyzeKeywords({ db, marketplace: 'US', keyword, readBudgetMs: FIRST_READ_BUDGET });
      firstAhead.push(performance.now() - t0);
      pendingAhead.push(a.keywords.filter((k) => k.pending).length);
    }
    // ADR 106: the related keywords of the seeds' words stored too (what the job stores for every
    // frequent word, broadest first: timed here for these words), then first analyses as the page
    // makes them, three rounds.
    await db.execute(
      sql`delete from keyword_stats where keyword not in (select jsonb_array_elements_text(${ahead}::jsonb))`,
    );
    const words = SEEDS.filter((k) => !k.includes(' '));
    const t1 = performance.now();
    const relatedStored = await storeVocabularyRelated({
      db,
      marketplace: 'US',
      words,
      until: Number.POSITIVE_INFINITY,
    });
    const relatedMs = performance.now() - t1;
    const firstRelated: number[] = [];
    const pendingRelated: number[] = [];
    for (let round = 0; round < 3; round++)
      for (const keyword of SEEDS) {
        const t0 = performance.now();
        const a = await analyzeKeywords({ db, marketplace: 'US', keyword, readBudgetMs: FIRST_READ_BUDGET });
        firstRelated.push(performance.now() - t0);
        pendingRelated.push(a.keywords.filter((k) => k.pending).length);
      }
    const keywordAnalysis = {
      seeds: SEEDS,
      vocabulary: {
        passMs: Math.round(vocabularyMs),
        storedKeywords: JSON.parse(ahead).length,
        firstAnalysisWithinBudget: {
          ...stats(firstAhead),
          perSeedMs: firstAhead.map(Math.round),
          pendingAhead,
        },
        relatedOfSeedWords: {
          words,
          storedKeywords: relatedStored,
          ms: Math.round(relatedMs),
          firstAnalysis: {
            ...stats(firstRelated),
            perSeedMs: firstRelated.map(Math.round),
            pending: pendingRelated,
          },
        },
      },
      firstAnalysisWithinBudget: { ...stats(first), perSeedMs: first.map(Math.round), pendingAtFirst },
      completedByRereads: { perSeedMs: completion.map(Math.round), rereads },
      nothingStored: stats(cold),
      stored: stats(warm),
      afterOneListingChanged: stats(afterChange),
      bareStoredRowsLookup: stats(storedLookup),
      bareSeedFullRead: stats(seedRead),
    };
    console.log(size, keywordAnalysis);

    // Tracked products and alerts: one refresh of every tracked product (an in-process source that
    // answers at once: Scout's own cost, not Amazon's rate limits), then the price alert check
    // after it (every alert evaluated) and again (nothing new).
    const targets = await alerts.targets();
    const refreshMs = await time(() =>
      refreshMany({ db, logger, targets, now: () => new Date(), sources: [benchObservationSource] }),
    );
    const deps = {
      db,
      mailer: alerts.mailer,
      logger,
      baseUrl: 'http://localhost',
      now: new Date(),
      maxObservationAgeMs: 48 * 3_600_000,
    };
    const evaluatedMs = await time(() => evaluatePriceAlerts({ ...deps, now: new Date() }));
    const unchangedMs = await time(() => evaluatePriceAlerts({ ...deps, now: new Date() }));
    const barePages = await time(() =>
      pool
        .query('select * from price_alerts where enabled order by id', [])
        .then(() =>
          pool.query(
            'select p.id, p.price_cents from catalog_products p join price_alerts a on a.product_id = p.id where a.enabled',
          ),
        ),
    );
    const perMinute = (n: number, t: number) => Math.round((n * 60_000) / t);
    const tracking = {
      trackedProducts: targets.length,
      alerts: alerts.count,
      refreshAllMs: Math.round(refreshMs),
      trackedRefreshedPerMinute: perMinute(targets.length, refreshMs),
      alertCheckAfterRefreshMs: Math.round(evaluatedMs),
      alertsEvaluatedPerMinute: perMinute(alerts.count, evaluatedMs),
      alertCheckNothingNewMs: Math.round(unchangedMs),
      alertsCheckedPerMinuteNothingNew: perMinute(alerts.count, unchangedMs),
      bareSqlAlertRowsAndPricesMs: ms(barePages),
    };
    console.log(size, tracking);
    results.push({
      listings: size,
      growSeconds: Math.round(growSeconds),
      productsTableMb: Math.round(await tableMb()),
      productSearch: searches,
      keywordAnalysis,
      tracking,
    });
    writeResult('growth', { sizes: results, stoppedAt, runs: RUNS, partial: true });
  }
  writeResult('growth', {
    method:
      'One embedded PostgreSQL 18 (default settings), one database: the 4,960 real US sample rows imported and their estimates refreshed, then grown to each size by one INSERT … SELECT generate_series copying them with new ASINs, prices ±10 %, units ±20 % (VACUUM ANALYZE after each growth). Product search: searchProducts() and its two statements bare, RUNS runs after 2 warm-ups. Keyword analysis: analyzeKeywords() with nothing stored, first as the page makes it (FIRST_READ_BUDGET: related keywords not read within it come back pending, ADR 103) then re-read with REREAD_BUDGET_MS until none is pending (the time and number of re-reads), and every related keyword read at once (the public API), stored (RUNS runs over the seeds), and right after one listing of the seed changed (a plain UPDATE: the row trigger logs it); bare: the SELECT of 26 stored rows, and one full read of the seed (readKeywordTotals). Then the frequent words computed ahead (storeVocabulary, ADR 105: the pass timed) and the first analysis of each seed as the page makes it with only those stored (FIRST_READ_BUDGET: nothing read when the seed is stored, ADR 106); then the seed words’ related keywords stored (storeVocabularyRelated, timed) and three rounds of first analyses as the page makes them. Tracking: refreshMany() over every tracked product with an in-process source that stores a new snapshot at once, then evaluatePriceAlerts() twice (every alert evaluated; nothing new).',
    runs: RUNS,
    stoppedAt,
    sizes: results,
  });
  await database.close();
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
