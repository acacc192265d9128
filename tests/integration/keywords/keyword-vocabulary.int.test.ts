/**
 * Keyword statistics computed ahead for a marketplace's frequent words (ADR 102): each stored word
 * equals the full computation from the catalog (`readKeywordTotals`), on the real sample catalog
 * and on random catalogs built from words with plural forms, accents, punctuation and words glued
 * to others, in three languages; and a word stored this way stays exact after catalog changes.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { lockCatalogWrites } from '#server/modules/catalog/index.ts';
import { analyzeKeywords } from '#server/modules/keywords/analyze-keywords.ts';
import { keywordVocabularyJob } from '#server/modules/keywords/index.ts';
import { readKeywordTotals } from '#server/modules/keywords/keyword-catalog-stats.ts';
import { KeywordStatsWrites, keywordTotals } from '#server/modules/keywords/keyword-stats-store.ts';
import { storeVocabulary, vocabularyDue } from '#server/modules/keywords/keyword-vocabulary.ts';
import { createProductRow } from '#tests/helpers/factories/index.ts';
import { runJobNow } from '#tests/helpers/jobs.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({}, { sampleCatalog: true });
const db = ctx.deps.database.db;

const storedKeywords = async (marketplace: MarketplaceCode) =>
  (
    await db.execute<{ keyword: string }>(
      sql`select keyword from keyword_stats where marketplace = ${marketplace} and keyword <> '' order by keyword`,
    )
  ).rows.map((r) => r.keyword);

/** Every stored word of the marketplace, as the store serves it, next to the full computation. */
async function expectStoredEqualFull(marketplace: MarketplaceCode, keywords: string[]) {
  const served = await keywordTotals({ db, marketplace, keywords, writes: new KeywordStatsWrites() });
  for (const [i, keyword] of keywords.entries())
    expect({ keyword, ...served[i] }).toEqual({
      keyword,
      ...(await readKeywordTotals({ db, marketplace, keyword })),
    });
}

describe('keyword vocabulary computed ahead', () => {
  it('stores the sample catalog’s frequent words exactly as the full computation reads them', async () => {
    await db.execute(sql`delete from keyword_stats`);
    const n = await storeVocabulary({ db, marketplace: 'US', minListings: 40 });
    const keywords = await storedKeywords('US');
    expect(n).toBeGreaterThan(50);
    expect(keywords.length).toBe(n);
    expect(keywords).toContain('luggage');
    expect(keywords).toContain('black');
    await expectStoredEqualFull('US', keywords);
  }, 60_000);

  it('matches word forms, accents and word boundaries as the full computation does', async () => {
    const words = [
      'bag',
      'bags',
      'box',
      'boxes',
      'battery',
      'batteries',
      'café',
      'cafe',
      'Tasse',
      'Tassen',
      'sac',
      'sacs',
      'cheval',
      'chevaux',
      'usb-c',
      'bag_holder',
      'www.bag.com',
      '3.5mm',
      'ß',
      'strasse',
      'Straße',
      'the',
      'on',
      'glass',
      'glasses',
      'news',
    ];
    const marketplaces: MarketplaceCode[] = ['UK', 'DE', 'FR'];
    const listing = fc.record({
      words: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }),
      sep: fc.constantFrom(' ', ', ', ' - ', '/'),
      units: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
      method: fc.constantFrom('badge', 'no_badge', 'bsr', null),
      source: fc.constantFrom('csv_import', 'keepa', 'browser'),
      reviews: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
      rating: fc.option(fc.constantFrom(3.5, 4, 4.5), { nil: null }),
      listed: fc.integer({ min: 0, max: 6 }).map((n) => n > 0),
      day: fc.integer({ min: 1, max: 28 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...marketplaces),
        fc.array(listing, { minLength: 1, maxLength: 25 }),
        async (marketplace, listings) => {
          await db.execute(sql`delete from catalog_products where marketplace = ${marketplace}`);
          await db.execute(sql`delete from keyword_stats where marketplace = ${marketplace}`);
          for (const l of listings)
            await createProductRow(db, {
              marketplace,
              title: l.words.join(l.sep),
              estMonthlyUnits: l.units,
              estUnitsMethod: l.method as never,
              source: l.source as never,
              reviewCount: l.reviews,
              rating: l.rating,
              listed: l.listed,
              observedAt: new Date(`2026-01-${String(l.day).padStart(2, '0')}T00:00:00Z`),
            });
          await storeVocabulary({ db, marketplace, minListings: 1 });
          const candidates = [...new Set(words.map((w) => w.toLowerCase()))];
          await expectStoredEqualFull(marketplace, [...(await storedKeywords(marketplace)), ...candidates]);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('keeps a word stored ahead exact after a listing changes', async () => {
    await db.execute(sql`delete from keyword_stats`);
    await storeVocabulary({ db, marketplace: 'US', minListings: 40 });
    await db.execute(sql`
      update catalog_products set est_monthly_units = coalesce(est_monthly_units, 0) + 100000
      where id = (select id from catalog_products where marketplace = 'US' and listed and title ilike '%luggage%'
        order by id limit 1)`);
    const analysis = await analyzeKeywords({ db, marketplace: 'US', keyword: 'luggage' });
    expect(analysis.seed?.matchCount).toBe(
      (await readKeywordTotals({ db, marketplace: 'US', keyword: 'luggage' })).matchCount,
    );
    await expectStoredEqualFull('US', ['luggage', 'black']);
  });

  it('is computed by its job when due: never computed, or after a bulk catalog write', async () => {
    await db.execute(sql`delete from keyword_stats`);
    await db.execute(sql`delete from keyword_vocabulary`);
    expect(await vocabularyDue(db)).toContain('US');
    expect((await runJobNow(ctx.deps, keywordVocabularyJob.name)).error).toBeUndefined();
    expect(await vocabularyDue(db)).not.toContain('US');
    // The listed count is stored with the words: a first analysis needs it for single words.
    const listed = await db.execute<{ n: number }>(
      sql`select match_count as n from keyword_stats where marketplace = 'US' and keyword = ''`,
    );
    expect(listed.rows[0]?.n).toBe(
      (await readKeywordTotals({ db, marketplace: 'US', keyword: '' })).matchCount,
    );
    // Then the related keywords of the words, broadest first (ADR 106): all of the broadest's.
    const broadest = await db.execute<{ keyword: string; related: string[]; missing: number }>(sql`
      select s.keyword, s.related, (select count(*)::int from unnest(s.related) r(k)
        where not exists (select 1 from keyword_stats t where t.marketplace = 'US' and t.keyword = r.k)) as missing
      from keyword_stats s where s.marketplace = 'US' and s.keyword <> '' and s.keyword not like '% %'
      order by s.match_count desc limit 1`);
    expect(broadest.rows[0]?.related.length).toBeGreaterThan(5);
    expect(broadest.rows[0]?.missing).toBe(0);
    await expectStoredEqualFull('US', await storedKeywords('US'));
    await db.transaction(async (tx) => {
      await lockCatalogWrites(tx);
      await tx.execute(
        sql`update catalog_products set rating = rating where id = (select min(id) from catalog_products)`,
      );
    });
    expect(await vocabularyDue(db)).toContain('US');
  }, 180_000);
});
