import { sql } from 'drizzle-orm';
import type { CatalogSource } from '#domain/catalog/catalog-source.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { Tx } from '#server/modules/usage/index.ts';
import {
  type KeywordTotals,
  LISTED_COUNT,
  mostCommonSource,
  NO_MATCH,
  readKeyword,
  type SnapshotTotals,
} from './keyword-catalog-stats.ts';
import { bringUpToDate, fromRow, type StoredTotalsRow, storedTotalsSql } from './keyword-stats-update.ts';
import { exactWordsQuery } from './text-query.ts';

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

type StoredRow = StoredTotalsRow & { keyword: string; stale: boolean; used_recently: boolean };

/**
 * What an analysis read from the catalog or used from the store, written afterwards by `flush`:
 * outside the user's transaction, each write one statement in keyword order, so concurrent
 * analyses never wait on each other in a cycle.
 */
export class KeywordStatsWrites {
  private readonly read: { marketplace: MarketplaceCode; totals: Map<string, SnapshotTotals> }[] = [];
  private readonly used: { marketplace: MarketplaceCode; keywords: string[] }[] = [];

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
}): Promise<(KeywordTotals | null)[]> {
  const wanted = [...new Set(o.keywords)].filter((k) => k === LISTED_COUNT || exactWordsQuery(k));
  const found = new Map<string, KeywordTotals>();
  for (const k of wanted) {
    const before = o.writes.readBefore(o.marketplace, k);
    if (before) found.set(k, before.totals);
  }
  const stale: string[] = [];
  const lookup = wanted.filter((k) => !found.has(k));
  if (lookup.length) {
    const { rows } = await o.db.execute<StoredRow>(sql`
      select s.keyword, ${staleSql} as stale, ${storedTotalsSql},
        s.used_at > now() - ${USE_WRITE_INTERVAL}::interval as used_recently
      from keyword_stats s
      where s.marketplace = ${o.marketplace} and s.keyword in (${sql.join(
        lookup.map((k) => sql`${k}`),
        sql`, `,
      )})`);
    for (const r of rows)
      if (r.stale) stale.push(r.keyword);
      else found.set(r.keyword, fromRow(r));
    o.writes.addUsed(
      o.marketplace,
      rows.filter((r) => !r.stale && !r.used_recently).map((r) => r.keyword),
    );
  }
  const read = new Map<string, SnapshotTotals>();
  const mayRead = () => o.readUntil === undefined || performance.now() < o.readUntil;
  for (const keyword of lookup.filter((k) => !found.has(k))) {
    const updated = stale.includes(keyword) ? await bringUpToDate(o.db, o.marketplace, keyword) : null;
    const t = updated ?? (mayRead() ? await readKeyword(o.db, o.marketplace, keyword) : null);
    if (!t) continue;
    read.set(keyword, t);
    found.set(keyword, t.totals);
  }
  o.writes.addRead(o.marketplace, read);
  return o.keywords.map((k) => found.get(k) ?? (wanted.includes(k) ? null : NO_MATCH));
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
      return sql`(${marketplace}, ${keyword},
        tsvector_to_array(to_tsvector(scout_text_config(${marketplace}), scout_unaccent(${keywordWords(keyword)}))),
        ${snapshot}, ${t.matchCount}, ${t.summedUnits}, ${t.unknownSales}, ${t.lowerBoundCount > 0},
        ${t.lowerBoundCount}, ${JSON.stringify(t.sourceCounts)}::jsonb, ${source}, ${t.newestAt}::timestamptz,
        ${JSON.stringify(t.leaders)}::jsonb, now(), now())`;
    });
  await db.execute(sql`
    insert into keyword_stats (marketplace, keyword, lexemes, snapshot, match_count, summed_units,
      unknown_sales, demand_is_lower_bound, lower_bound_count, source_counts, origin_source, origin_at,
      leaders, computed_at, used_at)
    values ${sql.join(values, sql`, `)}
    on conflict (marketplace, keyword) do update set lexemes = excluded.lexemes,
      snapshot = excluded.snapshot, match_count = excluded.match_count,
      summed_units = excluded.summed_units, unknown_sales = excluded.unknown_sales,
      demand_is_lower_bound = excluded.demand_is_lower_bound,
      lower_bound_count = excluded.lower_bound_count, source_counts = excluded.source_counts,
      origin_source = excluded.origin_source, origin_at = excluded.origin_at, leaders = excluded.leaders,
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
