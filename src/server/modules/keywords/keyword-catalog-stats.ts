import { type SQL, sql } from 'drizzle-orm';
import { CATALOG_SOURCES, type CatalogSource } from '#domain/catalog/catalog-source.ts';
import { type KeywordStats, keywordStats } from '#domain/estimators/keyword-stats.ts';
import { keywordLanguage, keywordTitlePatterns } from '#domain/keywords/word-forms.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { exactWordsQuery } from '#server/modules/research/index.ts';

export interface KeywordCatalogStats {
  stats: KeywordStats;
  /** Best-selling matches (ids and titles), for related keywords and trends. */
  leaders: { id: number; title: string }[];
  /** Where most matches' figures come from, and the newest observation among all matches. */
  origin: { source: CatalogSource; at: Date } | null;
}

/** A best-selling match, with what orders the leaders (units, then rating, then id). */
export interface KeywordLeader {
  id: number;
  title: string;
  units: number | null;
  reviewCount: number | null;
  rating: number | null;
}

/**
 * What is read from the catalog for a keyword (and stored as is, keyword-stats-store.ts). Counts
 * rather than flags, so that a change of one listing can be added and taken away (ADR 101).
 */
export interface KeywordTotals {
  matchCount: number;
  summedUnits: number;
  unknownSales: number;
  /** Matches whose estimate is a lower bound (badge-derived). */
  lowerBoundCount: number;
  /** Matches per source of their figures. */
  sourceCounts: Partial<Record<CatalogSource, number>>;
  /** The newest observation among the matches. */
  newestAt: Date | null;
  /**
   * The best-selling matches, best first: an exact prefix of the order, at least LEADERS_READ long
   * (or every match), at most LEADERS_KEPT.
   */
  leaders: KeywordLeader[];
}

/** How many best-selling matches an analysis uses for related keywords and trends. */
export const LEADERS_READ = 50;
/** How many are kept: the margin lets leaders leave the list without reading the keyword again. */
export const LEADERS_KEPT = 60;

export const NO_MATCH: KeywordTotals = {
  matchCount: 0,
  summedUnits: 0,
  unknownSales: 0,
  lowerBoundCount: 0,
  sourceCounts: {},
  newestAt: null,
  leaders: [],
};

/** The most common source (ties: the first in PostgreSQL's text order, as `mode()` picks it). */
export function mostCommonSource(counts: KeywordTotals['sourceCounts']): CatalogSource | null {
  let best: CatalogSource | null = null;
  for (const s of [...CATALOG_SOURCES].sort()) {
    const n = counts[s] ?? 0;
    if (n > 0 && (best === null || n > (counts[best] ?? 0))) best = s;
  }
  return best;
}

/** The statistics of a keyword from what was read of its matches. */
export function keywordCatalogStats(t: KeywordTotals): KeywordCatalogStats {
  const leaders = t.leaders.slice(0, LEADERS_READ);
  const source = mostCommonSource(t.sourceCounts);
  return {
    stats: keywordStats({
      matchCount: t.matchCount,
      summedUnits: t.summedUnits,
      unknownSales: t.unknownSales,
      demandIsLowerBound: t.lowerBoundCount > 0,
      leaders: leaders.slice(0, 10).map((r) => ({ reviewCount: r.reviewCount, rating: r.rating })),
    }),
    leaders: leaders.map((r) => ({ id: r.id, title: r.title })),
    origin: source && t.newestAt ? { source, at: t.newestAt } : null,
  };
}

/** A keyword's statistics computed from the catalog (the full computation, no stored figures). */
export async function catalogKeywordStats(o: {
  db: Db | Tx;
  marketplace: MarketplaceCode;
  keyword: string;
}): Promise<KeywordCatalogStats> {
  return keywordCatalogStats(await readKeywordTotals(o));
}

/**
 * `scout_unaccent(lower(p.title))`, once per listing for all of a keyword's words. Accent folding
 * is most of a keyword read's cost and changes nothing in an ASCII title (no rule of unaccent's
 * dictionary starts with an ASCII character: keyword-title-folding.int.test.ts), so an ASCII title
 * (one byte per character) is only lowered — the same text, several times cheaper (ADR 104).
 */
export const foldedTitleSql = sql`(case when octet_length(p.title) = length(p.title) then lower(p.title)
  else scout_unaccent(lower(p.title)) end)`;

/** The keyword whose row holds the marketplace's listed count (its match count). */
export const LISTED_COUNT = '';

/**
 * Whether the listing `p` counts for a keyword of a marketplace: the full-text index finds the
 * listings with every word (stemmed, so "packing" also finds "pack"), then each word is checked in
 * the title in its singular or plural forms only (src/domain/keywords/word-forms.ts), so different
 * words are never merged. For LISTED_COUNT: every listed listing. Null: the keyword matches nothing.
 */
export function keywordMatchSql(marketplace: MarketplaceCode, keyword: string): SQL | null {
  if (keyword === LISTED_COUNT) return sql`p.marketplace = ${marketplace} and p.listed`;
  const query = exactWordsQuery(keyword);
  if (!query) return null;
  const patterns = keywordTitlePatterns(keyword, keywordLanguage(marketplace)) ?? [];
  const exactWords = patterns.length
    ? sql` and ${foldedTitleSql} ~ all(array[${sql.join(
        patterns.map((re) => sql`${re}`),
        sql`, `,
      )}]::text[])`
    : sql``;
  return sql`p.marketplace = ${marketplace} and p.listed
    and p.search_vector @@ to_tsquery(scout_text_config(${marketplace}), scout_unaccent(${query}))${exactWords}`;
}

/** The order of the leaders (by estimated sales, then rating, then id). */
export const leaderOrderSql = sql`units desc nulls last, rating desc nulls last, id`;

/** A keyword's totals with the snapshot they were read in (one statement: the same snapshot). */
export interface SnapshotTotals {
  snapshot: string;
  totals: KeywordTotals;
}

/** Reads a keyword's matches over the catalog of one marketplace (the full computation). */
export async function readKeywordTotals(o: {
  db: Db | Tx;
  marketplace: MarketplaceCode;
  keyword: string;
}): Promise<KeywordTotals> {
  return (await readKeyword(o.db, o.marketplace, o.keyword)).totals;
}

/** One keyword's sums over its matching listings, as the catalog statements return them. */
export type MatchTotalsRow = {
  snapshot: string;
  n: number;
  units: number | string;
  unknown: number;
  lower: number;
  newest: string | Date | null;
  sources: KeywordTotals['sourceCounts'] | null;
  leaders: KeywordLeader[] | null;
};

/** A catalog read's row → the keyword's totals at that snapshot (bigint sums and ids as numbers). */
export const snapshotTotalsOf = (r: MatchTotalsRow): SnapshotTotals => ({
  snapshot: r.snapshot,
  totals: {
    matchCount: r.n,
    summedUnits: Number(r.units),
    unknownSales: r.unknown,
    lowerBoundCount: r.lower,
    sourceCounts: r.sources ?? {},
    newestAt: r.newest ? new Date(r.newest) : null,
    leaders: (r.leaders ?? []).map((l) => ({ ...l, id: Number(l.id) })),
  },
});

/**
 * Reads a keyword in one statement: its matches once (materialised, without their titles: a broad
 * keyword's would spill to disk; the leaders' are read by id), their totals, counts per source and
 * LEADERS_KEPT leaders, and `pg_current_snapshot()`, which is the snapshot the statement
 * read in: what a stored row needs to be brought up to date later (ADR 101).
 */
export async function readKeyword(
  db: Db | Tx,
  marketplace: MarketplaceCode,
  keyword: string,
): Promise<SnapshotTotals> {
  const match = keywordMatchSql(marketplace, keyword) ?? sql`false`;
  if (keyword === LISTED_COUNT) {
    const { rows } = await db.execute<{ snapshot: string; n: number }>(sql`
      select pg_current_snapshot()::text as snapshot, count(*)::int as n from catalog_products p where ${match}`);
    return { snapshot: rows[0].snapshot, totals: { ...NO_MATCH, matchCount: rows[0].n } };
  }
  const { rows } = await db.execute<MatchTotalsRow>(sql`
    with m as materialized (
      select p.id, p.est_monthly_units as units, p.est_units_method in ('badge', 'no_badge') as lower,
        p.source, p.observed_at, p.review_count, p.rating
      from catalog_products p where ${match})
    select pg_current_snapshot()::text as snapshot, t.n, t.units, t.unknown, t.lower, t.newest,
      (select jsonb_object_agg(source, n) from (
        select source, count(*)::int as n from m where source is not null group by source) s) as sources,
      (select coalesce(jsonb_agg(jsonb_build_object('id', id,
          'title', (select c.title from catalog_products c where c.id = l.id), 'units', units,
          'reviewCount', review_count, 'rating', rating) order by ${leaderOrderSql}), '[]'::jsonb)
        from (select * from m order by ${leaderOrderSql} limit ${LEADERS_KEPT}) l) as leaders
    from (select count(*)::int as n, coalesce(sum(units), 0)::bigint as units,
        (count(*) filter (where units is null))::int as unknown,
        (count(*) filter (where lower))::int as lower, max(observed_at) as newest from m) t`);
  return snapshotTotalsOf(rows[0]);
}
