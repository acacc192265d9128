/**
 * A keyword's first analysis within a read budget (ADR 103): the seed is always the full
 * computation's; related keywords nobody analysed yet come back pending (no figures) and every row
 * that is not pending is the full computation's; reading the analysis again completes it to exactly
 * the full computation, also after random listing changes, and through the page's HTTP reads.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordsApi } from '#contracts/keywords.ts';
import { lockCatalogWrites } from '#server/modules/catalog/index.ts';
import { analyzeKeywords, type KeywordAnalysis } from '#server/modules/keywords/analyze-keywords.ts';
import { readKeywordTotals } from '#server/modules/keywords/keyword-catalog-stats.ts';
import { KeywordStatsWrites } from '#server/modules/keywords/keyword-stats-store.ts';
import { storeVocabulary } from '#server/modules/keywords/keyword-vocabulary.ts';
import { storeVocabularyRelated } from '#server/modules/keywords/keyword-vocabulary-related.ts';
import { relatedKeywords } from '#server/modules/keywords/related-keywords.ts';
import { FIRST_READ_BUDGET } from '#server/modules/keywords/run-keyword-analysis.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({}, { sampleCatalog: true });
/**
 * Runs of the ADR 106 property: each stores the sample's whole vocabulary again (5–7 s), so 2 in
 * `npm test`, 10 in `npm run test:deep` (SCOUT_FUZZ_RUNS=1000), which CI runs when the server changes.
 */
const VOCABULARY_RUNS = Math.max(2, Math.round(Number(process.env.SCOUT_FUZZ_RUNS ?? 100) / 100));
const db = ctx.deps.database.db;

const analysis = (keyword: string, readBudgetMs?: number | typeof FIRST_READ_BUDGET) =>
  analyzeKeywords({ db, marketplace: 'US', keyword, readBudgetMs });

/** The analysis computed from the catalog alone: the store emptied in a transaction rolled back. */
async function fullComputation(keyword: string): Promise<KeywordAnalysis> {
  let full: KeywordAnalysis | null = null;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from keyword_stats`);
      full = await analyzeKeywords({ db: tx, marketplace: 'US', keyword, writes: new KeywordStatsWrites() });
      tx.rollback();
    })
    .catch((e) => {
      if (!(e instanceof TransactionRollbackError)) throw e;
    });
  if (!full) throw new Error('no analysis');
  return full;
}

const storedKeywords = async () =>
  (
    await db.execute<{ keyword: string }>(
      sql`select keyword from keyword_stats where marketplace = 'US' order by keyword`,
    )
  ).rows.map((r) => r.keyword);

/** What a partial analysis may show: the full seed, full rows where computed, every full keyword. */
function expectPartOf(partial: KeywordAnalysis, full: KeywordAnalysis) {
  expect(partial.seed).toEqual(full.seed);
  const byKeyword = new Map(full.keywords.map((k) => [k.keyword, k]));
  const shown = new Map(partial.keywords.map((k) => [k.keyword, k]));
  for (const k of full.keywords) expect(shown.get(k.keyword)?.relevance).toBe(k.relevance);
  for (const k of partial.keywords)
    if (k.pending)
      expect(k).toMatchObject({ matchCount: 0, estimatedDemand: 0, difficulty: null, trend: null });
    else expect(k).toEqual(byKeyword.get(k.keyword));
}

describe('first keyword analysis within a read budget', () => {
  it('reads only the seed with no budget left; the related keywords come pending, then complete', async () => {
    await db.execute(sql`delete from keyword_stats`);
    const first = await analysis('luggage', 0);
    const full = await fullComputation('luggage');
    expectPartOf(first, full);
    expect(first.keywords.length).toBeGreaterThan(5);
    expect(first.keywords.every((k) => k.pending)).toBe(true);
    expect(await storedKeywords()).toEqual(['luggage']);
    // Read again without a budget: exactly the full computation, and then from the store alone.
    expect(await analysis('luggage')).toEqual(full);
    expect(await analysis('luggage', 0)).toEqual(full);
  });

  it('shows the stored related keywords at once, each the full computation, after random changes', async () => {
    const ids = (
      await db.execute<{ id: number }>(sql`
        select id from catalog_products where marketplace = 'US'
          and search_vector @@ to_tsquery('english', 'bottl') order by est_monthly_units desc nulls last, id limit 20`)
    ).rows.map((r) => Number(r.id));
    const full0 = await fullComputation('water bottle');
    const related = full0.keywords.map((k) => k.keyword);
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(related),
        fc.array(
          fc.tuple(
            fc.nat(),
            fc.constantFrom('units', 'listed', 'title', 'copy'),
            fc.integer({ min: 0, max: 9000 }),
          ),
          { maxLength: 4 },
        ),
        fc.boolean(),
        async (kept, edits, listedKnown) => {
          await db.execute(sql`delete from keyword_stats`);
          // Some related keywords analysed before (as seeds of their own analyses would store them).
          for (const k of kept) await analysis(k, 0);
          if (!listedKnown) await db.execute(sql`delete from keyword_stats where keyword = ''`);
          for (const [at, kind, n] of edits) {
            const id = ids[at % ids.length];
            if (kind === 'units')
              await db.execute(sql`update catalog_products set est_monthly_units = ${n} where id = ${id}`);
            else if (kind === 'listed')
              await db.execute(sql`update catalog_products set listed = not listed where id = ${id}`);
            else if (kind === 'title')
              await db.execute(
                sql`update catalog_products set title = title || ' insulated' where id = ${id}`,
              );
            else
              await db.execute(sql`
                insert into catalog_products (marketplace, asin, title, currency, listed, source, observed_at,
                  est_monthly_units)
                select marketplace, ${`B0FIRST${n}X${at}`.slice(0, 10)}, title, currency, listed, source,
                  observed_at, ${n}
                from catalog_products where id = ${id} on conflict do nothing`);
          }
          const partial = await analysis('water bottle', 0);
          const full = await fullComputation('water bottle');
          expectPartOf(partial, full);
          expect(await analysis('water bottle')).toEqual(full);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);

  it('the page reads the analysis again until no row is pending: then the full computation', async () => {
    await db.execute(sql`delete from keyword_stats`);
    const user = await ctx.signUp();
    const res = await user.call(keywordsApi.analyzeKeywords, {
      body: { marketplace: 'US', keyword: 'kitchen' },
    });
    expect(res.status).toBe(200);
    let body = res.body;
    for (let i = 0; i < 10 && body.keywords.some((k) => k.pending); i++)
      body = (await user.call(keywordsApi.keywordSearch, { params: { id: body.searchId } })).body;
    const full = JSON.parse(JSON.stringify(await fullComputation('kitchen'))) as typeof body;
    const without = (k: (typeof body)['keywords'][number]) => ({ ...k, brandAnalytics: undefined });
    expect(body.seed && without(body.seed)).toEqual(full.seed && without(full.seed));
    expect(body.keywords.map(without)).toEqual(full.keywords.map(without));
  });

  it(
    'a frequent word stored with its related keywords (ADR 106): the first analysis reads nothing, exact after changes',
    async () => {
      const words = ['luggage', 'kitchen'];
      const ids = (
        await db.execute<{ id: number }>(sql`
        select id from catalog_products where marketplace = 'US'
          and search_vector @@ to_tsquery('english', 'luggag | kitchen') order by est_monthly_units desc nulls last, id limit 30`)
      ).rows.map((r) => Number(r.id));
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.tuple(
              fc.nat(),
              fc.constantFrom('units', 'observed', 'listed', 'title', 'copy', 'bulk'),
              fc.integer({ min: 0, max: 9000 }),
            ),
            { maxLength: 4 },
          ),
          async (edits) => {
            await db.execute(sql`delete from keyword_stats`);
            await storeVocabulary({ db, marketplace: 'US', minListings: 40 });
            const n = await storeVocabularyRelated({
              db,
              marketplace: 'US',
              words,
              until: Number.POSITIVE_INFINITY,
            });
            expect(n).toBeGreaterThan(10);
            for (const word of words) {
              // The list stored with the word is the analysis's, from the word's leaders.
              const stored = await db.execute<{ related: string[] }>(
                sql`select related from keyword_stats where marketplace = 'US' and keyword = ${word}`,
              );
              const leaders = (await readKeywordTotals({ db, marketplace: 'US', keyword: word })).leaders;
              expect(stored.rows[0]?.related).toEqual(
                relatedKeywords(
                  word,
                  leaders.slice(0, 50).map((l) => l.title),
                  'US',
                ).related,
              );
              // Nothing read: every row stored and current, exactly the full computation.
              const first = await analysis(word, FIRST_READ_BUDGET);
              expect(first).toEqual(await fullComputation(word));
            }
            // Observations, crawls (a new listing), a title change, an import (a bulk write).
            for (const [at, kind, v] of edits) {
              const id = ids[at % ids.length];
              if (kind === 'units')
                await db.execute(sql`update catalog_products set est_monthly_units = ${v} where id = ${id}`);
              else if (kind === 'observed')
                await db.execute(
                  sql`update catalog_products set observed_at = now(), review_count = ${v} where id = ${id}`,
                );
              else if (kind === 'listed')
                await db.execute(sql`update catalog_products set listed = not listed where id = ${id}`);
              else if (kind === 'title')
                await db.execute(
                  sql`update catalog_products set title = title || ' travel organizer' where id = ${id}`,
                );
              else if (kind === 'copy')
                await db.execute(sql`
                insert into catalog_products (marketplace, asin, title, currency, listed, source, observed_at,
                  est_monthly_units)
                select marketplace, ${`B0REL${v}X${at}`.slice(0, 10)}, title, currency, listed, source,
                  observed_at, ${v}
                from catalog_products where id = ${id} on conflict do nothing`);
              else
                await db.transaction(async (tx) => {
                  await lockCatalogWrites(tx);
                  await tx.execute(
                    sql`update catalog_products set est_monthly_units = ${v} where id = ${id}`,
                  );
                });
            }
            for (const word of words) {
              const full = await fullComputation(word);
              expectPartOf(await analysis(word, FIRST_READ_BUDGET), full);
              expect(await analysis(word)).toEqual(full);
            }
          },
        ),
        { numRuns: VOCABULARY_RUNS },
      );
    },
    60_000 * VOCABULARY_RUNS,
  );
});
