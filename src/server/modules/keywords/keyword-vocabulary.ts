import { sql } from 'drizzle-orm';
import { isStopWord } from '#domain/estimators/text.ts';
import { keywordLanguage, keywordWordForms } from '#domain/keywords/word-forms.ts';
import { MARKETPLACE_CODES, type MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { keywordVocabulary } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { exactWordsQuery } from '#server/modules/research/index.ts';
import { normalizeKeyword } from './analyze-keywords.ts';
import {
  foldedTitleSql,
  LEADERS_KEPT,
  LISTED_COUNT,
  leaderOrderSql,
  type MatchTotalsRow,
  NO_MATCH,
  readKeyword,
  type SnapshotTotals,
  snapshotTotalsOf,
} from './keyword-catalog-stats.ts';
import { storeTotals } from './keyword-stats-store.ts';

/**
 * A word found in at least this many listed titles of a marketplace has its statistics computed
 * ahead of any analysis (ADR 102): below it, reading the word from the catalog is cheap anyway.
 */
export const VOCABULARY_MIN_LISTINGS = 500;
/** Keywords stored per statement (a statement has at most 65,535 parameters). */
const STORE_BATCH = 1000;

/**
 * Computes and stores the statistics of every single-word keyword found in at least `minListings`
 * listed titles of a marketplace (ADR 102), in one statement over the catalog: what `readKeyword`
 * would read for each word, with the snapshot of that statement, so that ADR 100/101 keep the rows
 * current from then on. A word counts for a listing exactly as `keywordMatchSql` says: one of its
 * written forms is a whole word of `scout_unaccent(lower(title))` (the title split where a regular
 * expression's `\m`/`\M` see word boundaries) and the listing's full-text vector matches the word.
 * Not for Japanese (no spaces between words). The marketplace's listed count is stored too.
 * Returns how many words were stored.
 */
export async function storeVocabulary(o: {
  db: Db;
  marketplace: MarketplaceCode;
  minListings?: number;
}): Promise<number> {
  const lang = keywordLanguage(o.marketplace);
  if (lang === 'ja') return 0;
  const words = await frequentWords(o.db, o.marketplace, o.minListings ?? VOCABULARY_MIN_LISTINGS);
  const keywords = words.filter(
    (w) => !isStopWord(w) && normalizeKeyword(w) === w && exactWordsQuery(w) === w,
  );
  const forms: string[] = [];
  const owners: string[] = [];
  const kept: string[] = [];
  for (const k of keywords) {
    const f = keywordWordForms(k, lang);
    if (f?.length !== 1) continue;
    kept.push(k);
    for (const form of f[0]) {
      forms.push(form);
      owners.push(k);
    }
  }
  const before = (await o.db.execute<{ s: string }>(sql`select pg_current_snapshot()::text as s`)).rows[0].s;
  const read = kept.length ? await readWords(o.db, o.marketplace, forms, owners) : new Map();
  // All rows were read in one statement: a word it found in no listing matches nothing in that snapshot.
  const snapshot = read.size ? [...read.values()][0].snapshot : before;
  for (const k of kept) if (!read.has(k)) read.set(k, { snapshot, totals: NO_MATCH });
  // The listed count decides whether a single word is too common: without it a first analysis
  // would count the whole marketplace (ADR 105).
  const wordCount = read.size;
  read.set(LISTED_COUNT, await readKeyword(o.db, o.marketplace, LISTED_COUNT));
  const entries = [...read.entries()];
  for (let i = 0; i < entries.length; i += STORE_BATCH)
    await storeTotals(o.db, o.marketplace, new Map(entries.slice(i, i + STORE_BATCH)));
  await o.db.execute(sql`
    insert into keyword_vocabulary (marketplace, snapshot, word_count, computed_at)
    values (${o.marketplace}, ${snapshot}, ${wordCount}, now())
    on conflict (marketplace) do update set snapshot = excluded.snapshot, word_count = excluded.word_count,
      computed_at = excluded.computed_at`);
  return wordCount;
}

/**
 * The marketplaces whose vocabulary is due: never computed, older than a day, or a bulk catalog
 * write (an import: ADR 100's "everything" change) committed outside its snapshot.
 */
export async function vocabularyDue(db: Db): Promise<MarketplaceCode[]> {
  const { rows } = await db.execute<SqlRow<typeof keywordVocabulary, 'marketplace'>>(sql`
    select m.marketplace from jsonb_array_elements_text(${JSON.stringify(MARKETPLACE_CODES.filter((m) => keywordLanguage(m) !== 'ja'))}::jsonb) m(marketplace)
      left join keyword_vocabulary v using (marketplace)
    where exists (select 1 from catalog_products p where p.marketplace = m.marketplace and p.listed)
      and (v.marketplace is null or v.computed_at < now() - interval '1 day'
      or exists (select 1 from catalog_keyword_changes c
        where c.lexemes is null and (c.marketplace is null or c.marketplace = v.marketplace)
          and c.txid >= pg_snapshot_xmin(v.snapshot::pg_snapshot)::text::bigint
          and not pg_visible_in_snapshot(c.txid::text::xid8, v.snapshot::pg_snapshot)))
    order by m.marketplace`);
  return rows.map((r) => r.marketplace);
}

/** The whole words of listed titles found in at least `min` listings (one count per listing). */
async function frequentWords(db: Db, marketplace: MarketplaceCode, min: number): Promise<string[]> {
  const { rows } = await db.execute<{ word: string }>(sql`
    select w.word from catalog_products p
      cross join lateral (select distinct word from regexp_split_to_table(${foldedTitleSql}, '\\W+') word) w
    where p.marketplace = ${marketplace} and p.listed and w.word <> ''
    group by w.word having count(*) >= ${min}
    order by w.word`);
  return rows.map((r) => r.word);
}

/** A vocabulary word's sums: the catalog read's row, with the word it is for. */
type WordRow = MatchTotalsRow & { keyword: string };

/**
 * One statement (one snapshot) for every keyword: each listed listing's title words are looked up
 * in the forms of the keywords (a hash table built once), a listing counts once per keyword, and
 * only if its vector also matches the keyword's full-text query, as in `keywordMatchSql`.
 */
async function readWords(
  db: Db,
  marketplace: MarketplaceCode,
  forms: string[],
  owners: string[],
): Promise<Map<string, SnapshotTotals>> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return (
      await tx.execute<WordRow>(sql`
      with f as materialized (
        select f.form, f.keyword, to_tsquery(scout_text_config(${marketplace}), scout_unaccent(f.keyword)) as q
        from jsonb_to_recordset(${JSON.stringify(
          forms.map((form, i) => ({ form, keyword: owners[i] })),
        )}::jsonb) as f(form text, keyword text)),
      m as materialized (
        select k.keyword, p.id, p.est_monthly_units as units,
          p.est_units_method in ('badge', 'no_badge') as lower, p.source, p.observed_at, p.review_count, p.rating
        from catalog_products p
          cross join lateral (
            select distinct on (f.keyword) f.keyword, f.q
            from regexp_split_to_table(${foldedTitleSql}, '\\W+') word join f on f.form = word
            order by f.keyword) k
        where p.marketplace = ${marketplace} and p.listed and p.search_vector @@ k.q),
      totals as (
        select keyword, count(*)::int as n, coalesce(sum(units), 0)::bigint as units,
          (count(*) filter (where units is null))::int as unknown, (count(*) filter (where lower))::int as lower,
          max(observed_at) as newest
        from m group by keyword),
      sources as (
        select keyword, jsonb_object_agg(source, n) as sources from (
          select keyword, source, count(*)::int as n from m where source is not null group by keyword, source) s
        group by keyword),
      ranked as (
        select keyword, id, units, review_count, rating,
          row_number() over (partition by keyword order by ${leaderOrderSql}) as r
        from m),
      leaders as (
        select l.keyword, jsonb_agg(jsonb_build_object('id', l.id, 'title', p.title, 'units', l.units,
            'reviewCount', l.review_count, 'rating', l.rating) order by l.r) as leaders
        from ranked l join catalog_products p on p.id = l.id
        where l.r <= ${LEADERS_KEPT} group by l.keyword)
      select t.keyword, pg_current_snapshot()::text as snapshot, t.n, t.units, t.unknown, t.lower, t.newest,
        s.sources, l.leaders
      from totals t left join sources s using (keyword) left join leaders l using (keyword)`)
    ).rows;
  });
  const out = new Map<string, SnapshotTotals>();
  for (const r of rows) out.set(r.keyword, snapshotTotalsOf(r));
  return out;
}
