import { sql } from 'drizzle-orm';
import type { CatalogSource } from '#domain/catalog/catalog-source.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { exactWordsQuery } from '#server/modules/research/index.ts';
import {
  type KeywordTotals,
  LEADERS_READ,
  LISTED_COUNT,
  mostCommonSource,
  NO_MATCH,
  readKeyword,
  type SnapshotTotals,
} from './keyword-catalog-stats.ts';
import { bringUpToDate, fromRow, type StoredTotalsRow, storedTotalsSql } from './keyword-stats-update.ts';
import { relatedKeywords } from './related-keywords.ts';

export { LISTED_COUNT };

/**
 * Stored keyword statistics (ADR 100, 101; table keyword_stats). A stored row is used as is while
 * it is current: no catalog change committed outside the snapshot it was read in touches a listing
 * with all of its lexemes (catalog_keyword_changes, written by triggers in the writers' transactions,
 * so a change and its record commit together). Otherwise it is brought up to date from the listings
 * that changed (keyword-stats-update.ts), or read again from the catalog when that cannot say, and
 * stored with its new snapshot. The answer is therefore always the full computation's.
 */

/** A stored row's use is written at most this often (reads stay reads). */
const USE_WRITE_INTERVAL = '1 hour';

/** Whether a stored row is out of date: a change its snapshot did not see could alter it. */
export const staleSql = sql`exists (
  select 1 from catalog_keyword_changes c
  where c.txid >= pg_snapshot_xmin(s.snapshot::pg_snapshot)::text::bigint
    and (c.marketplace is null or c.marketplace = s.marketplace)
    and not pg_visible_in_snapshot(c.txid::text::xid8, s.snapshot::pg_snapshot)
    and (c.lexemes is null
      or (s.keyword <> '' and s.lexemes <@ c.lexemes)
      or (s.keyword = '' and c.listing_changed)))`;

type StoredRow = StoredTotalsRow & {
  keyword: string;
  stale: boolean;
  used_recently: boolean;
  related: string[] | null;
};

/** What a lookup found of a keyword: its current totals, an out-of-date row, or no row. */
type Found = { totals: KeywordTotals; usedRecently: boolean } | 'stale' | 'absent';

/**
 * What an analysis read from the catalog or used from the store, written afterwards by `flush`:
 * outside the user's transaction, each write one statement in keyword order, so concurrent
 * analyses never wait on each other in a cycle.
 */
export class KeywordStatsWrites {
  private readonly read: { marketplace: MarketplaceCode; totals: Map<string, SnapshotTotals> }[] = [];
  private readonly used: { marketplace: MarketplaceCode; keywords: string[] }[] = [];
  private readonly inFull = new Set<string>();
  private readonly found = new Map<string, Found>();

  /** A keyword read from the catalog in full (not found stored nor brought up to date). */
  markReadInFull(marketplace: MarketplaceCode, keyword: string) {
    this.inFull.add(`${marketplace}\u0000${keyword}`);
  }

  readInFull(marketplace: MarketplaceCode, keyword: string): boolean {
    return this.inFull.has(`${marketplace}\u0000${keyword}`);
  }

  /** What an earlier lookup of this analysis found (the related rows a seed's lookup brought). */
  lookedUp(marketplace: MarketplaceCode, keyword: string): Found | undefined {
    return this.found.get(`${marketplace}\u0000${keyword}`);
  }

  addLookedUp(marketplace: MarketplaceCode, keyword: string, found: Found) {
    this.found.set(`${marketplace}\u0000${keyword}`, found);
  }

  addRead(marketplace: MarketplaceCode, totals: Map<string, SnapshotTotals>) {
    if (totals.size) this.read.push({ marketplace, totals });
  }

  /** What this analysis already read of a keyword (not stored until `flush`): never read twice. */
  readBefore(marketplace: MarketplaceCode, keyword: string): SnapshotTotals | undefined {
    for (const r of this.read)
      if (r.marketplace === marketplace && r.totals.has(keyword)) return r.totals.get(keyword);
    return undefined;
  }

  addUsed(marketplace: MarketplaceCode, keywords: string[]) {
    if (keywords.length) this.used.push({ marketplace, keywords });
  }

  async flush(db: Db | Tx): Promise<void> {
    for (const u of this.used.splice(0)) await markUsed(db, u.marketplace, u.keywords);
    for (const r of this.read.splice(0)) await storeTotals(db, r.marketplace, r.totals);
  }
}

/**
 * The statistics of each keyword (in order): stored ones when current, out-of-date ones brought up
 * to date, the others read from the catalog (all to be stored by `writes`). One statement after the
 * other: `db` may be a transaction. With `readUntil` (a `performance.now()` deadline), a keyword
 * that must be read from the catalog in full is read only before it, in order: the others are
 * null, "pending" (ADR 103).
 */
export async function keywordTotals(o: {
  db: Db | Tx;
  marketplace: MarketplaceCode;
  keywords: string[];
  writes: KeywordStatsWrites;
  readUntil?: number;
  /** Also look up the related keywords stored with these and the listed count, for later calls. */
  withRelated?: boolean;
}): Promise<(KeywordTotals | null)[]> {
  const wanted = [...new Set(o.keywords)].filter((k) => k === LISTED_COUNT || exactWordsQuery(k));
  const found = new Map<string, KeywordTotals>();
  for (const k of wanted) {
    const before = o.writes.readBefore(o.marketplace, k);
    if (before) found.set(k, before.totals);
  }
  const stale = new Set<string>();
  const lookup: string[] = [];
  const usedNow: string[] = [];
  for (const k of wanted.filter((k) => !found.has(k))) {
    const known = o.writes.lookedUp(o.marketplace, k);
    if (known === undefined) lookup.push(k);
    else if (known === 'stale') stale.add(k);
    else if (known !== 'absent') {
      found.set(k, known.totals);
      if (!known.usedRecently) usedNow.push(k);
    }
  }
  if (lookup.length) {
    const rows = await lookUp(o.db, o.marketplace, lookup, o.withRelated ?? false);
    const byKeyword = new Map(rows.map((r) => [r.keyword, r]));
    // Related keywords and the listed count, brought by the seed's lookup: known for the analysis.
    const extra = new Set(
      o.withRelated
        ? [LISTED_COUNT, ...rows.flatMap((r) => (lookup.includes(r.keyword) && r.related) || [])]
        : [],
    );
    for (const k of lookup) extra.delete(k);
    for (const k of extra) {
      const r = byKeyword.get(k);
      const known: Found = !r
        ? 'absent'
        : r.stale
          ? 'stale'
          : { totals: fromRow(r), usedRecently: r.used_recently };
      o.writes.addLookedUp(o.marketplace, k, known);
    }
    for (const r of rows)
      if (!lookup.includes(r.keyword)) continue;
      else if (r.stale) stale.add(r.keyword);
      else {
        found.set(r.keyword, fromRow(r));
        if (!r.used_recently) usedNow.push(r.keyword);
      }
  }
  o.writes.addUsed(o.marketplace, usedNow);
  const read = new Map<string, SnapshotTotals>();
  const mayRead = () => o.readUntil === undefined || performance.now() < o.readUntil;
  for (const keyword of wanted.filter((k) => !found.has(k))) {
    const updated = stale.has(keyword) ? await bringUpToDate(o.db, o.marketplace, keyword) : null;
    const t = updated ?? (mayRead() ? await readKeyword(o.db, o.marketplace, keyword) : null);
    if (!t) continue;
    if (!updated) o.writes.markReadInFull(o.marketplace, keyword);
    read.set(keyword, t);
    found.set(keyword, t.totals);
  }
  o.writes.addRead(o.marketplace, read);
  return o.keywords.map((k) => found.get(k) ?? (wanted.includes(k) ? null : NO_MATCH));
}

/**
 * The stored rows of `keywords`, each with whether it is out of date, in one statement; with
 * `withRelated`, also the rows of the related keywords stored with them and the listed count.
 */
async function lookUp(
  db: Db | Tx,
  marketplace: MarketplaceCode,
  keywords: string[],
  withRelated: boolean,
): Promise<StoredRow[]> {
  const list = sql`array[${sql.join(
    keywords.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const wanted = withRelated
    ? sql`${list} || ${LISTED_COUNT}::text || array(select unnest(r.related) from keyword_stats r
        where r.marketplace = ${marketplace} and r.keyword = any(${list}) and r.related is not null)`
    : list;
  const { rows } = await db.execute<StoredRow>(sql`
    select s.keyword, ${staleSql} as stale, ${storedTotalsSql}, s.related,
      s.used_at > now() - ${USE_WRITE_INTERVAL}::interval as used_recently
    from keyword_stats s
    where s.marketplace = ${marketplace} and s.keyword = any(${wanted})`);
  return rows;
}

/** Brings stored keywords up to date (or reads them again) and stores them at once (the job). */
export async function refreshKeywords(o: {
  db: Db;
  marketplace: MarketplaceCode;
  keywords: string[];
}): Promise<void> {
  const read = new Map<string, SnapshotTotals>();
  for (const keyword of o.keywords)
    read.set(
      keyword,
      (await bringUpToDate(o.db, o.marketplace, keyword)) ??
        (await readKeyword(o.db, o.marketplace, keyword)),
    );
  await storeTotals(o.db, o.marketplace, read);
}

/** One statement, keywords in order: concurrent writers lock shared rows in the same order. */
export async function storeTotals(
  db: Db | Tx,
  marketplace: MarketplaceCode,
  totals: Map<string, SnapshotTotals>,
) {
  if (!totals.size) return;
  const values = [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([keyword, { snapshot, totals: t }]) => {
      const source: CatalogSource | null = mostCommonSource(t.sourceCounts);
      const related =
        keyword === LISTED_COUNT
          ? null
          : relatedKeywords(
              keyword,
              t.leaders.slice(0, LEADERS_READ).map((l) => l.title),
              marketplace,
            ).related;
      return sql`(${marketplace}, ${keyword},
        tsvector_to_array(to_tsvector(scout_text_config(${marketplace}), scout_unaccent(${keywordWords(keyword)}))),
        ${snapshot}, ${t.matchCount}, ${t.summedUnits}, ${t.unknownSales}, ${t.lowerBoundCount > 0},
        ${t.lowerBoundCount}, ${JSON.stringify(t.sourceCounts)}::jsonb, ${source}, ${t.newestAt}::timestamptz,
        ${JSON.stringify(t.leaders)}::jsonb, ${related && sql`array(select jsonb_array_elements_text(${JSON.stringify(related)}::jsonb))`}, now(), now())`;
    });
  await db.execute(sql`
    insert into keyword_stats (marketplace, keyword, lexemes, snapshot, match_count, summed_units,
      unknown_sales, demand_is_lower_bound, lower_bound_count, source_counts, origin_source, origin_at,
      leaders, related, computed_at, used_at)
    values ${sql.join(values, sql`, `)}
    on conflict (marketplace, keyword) do update set lexemes = excluded.lexemes,
      snapshot = excluded.snapshot, match_count = excluded.match_count,
      summed_units = excluded.summed_units, unknown_sales = excluded.unknown_sales,
      demand_is_lower_bound = excluded.demand_is_lower_bound,
      lower_bound_count = excluded.lower_bound_count, source_counts = excluded.source_counts,
      origin_source = excluded.origin_source, origin_at = excluded.origin_at, leaders = excluded.leaders, related = excluded.related,
      computed_at = excluded.computed_at, used_at = excluded.used_at`);
}

/** The words of a keyword's full-text query, as text (their lexemes are what a change must hold). */
const keywordWords = (keyword: string) => (exactWordsQuery(keyword) ?? '').split(' & ').join(' ');

/** Rows another writer holds are skipped: their use is being written anyway. */
async function markUsed(db: Db | Tx, marketplace: MarketplaceCode, keywords: string[]) {
  await db.execute(sql`
    update keyword_stats set used_at = now()
    where (marketplace, keyword) in (
      select marketplace, keyword from keyword_stats
      where marketplace = ${marketplace} and keyword in (${sql.join(
        keywords.map((k) => sql`${k}`),
        sql`, `,
      )})
      for update skip locked)`);
}
