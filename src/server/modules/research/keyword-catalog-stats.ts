import { sql } from 'drizzle-orm';
import type { CatalogSource } from '#domain/catalog/catalog-source.ts';
import { type KeywordStats, keywordStats } from '#domain/estimators/keyword-stats.ts';
import { keywordLanguage, keywordTitlePatterns } from '#domain/keywords/word-forms.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import type { Tx } from '#server/modules/usage/index.ts';
import { exactWordsQuery } from './text-query.ts';

export interface KeywordCatalogStats {
  stats: KeywordStats;
  /** Best-selling matches (ids and titles), for related keywords and trends. */
  leaders: { id: number; title: string }[];
  /** Where most matches' figures come from, and the newest observation among all matches. */
  origin: { source: CatalogSource; at: Date } | null;
}

/** What is read from the catalog for a keyword (and stored as is, keyword-stats-store.ts). */
export interface KeywordTotals {
  matchCount: number;
  summedUnits: number;
  unknownSales: number;
  demandIsLowerBound: boolean;
  origin: { source: CatalogSource; at: Date } | null;
  /** The LEADERS_READ best-selling matches, best first. */
  leaders: { id: number; title: string; reviewCount: number | null; rating: number | null }[];
}

/** How many best-selling matches are read for related keywords and trends. */
export const LEADERS_READ = 50;

export const NO_MATCH: KeywordTotals = {
  matchCount: 0,
  summedUnits: 0,
  unknownSales: 0,
  demandIsLowerBound: false,
  origin: null,
  leaders: [],
};

/** The statistics of a keyword from what was read of its matches. */
export function keywordCatalogStats(t: KeywordTotals): KeywordCatalogStats {
  return {
    stats: keywordStats({
      matchCount: t.matchCount,
      summedUnits: t.summedUnits,
      unknownSales: t.unknownSales,
      demandIsLowerBound: t.demandIsLowerBound,
      leaders: t.leaders.slice(0, 10).map((r) => ({ reviewCount: r.reviewCount, rating: r.rating })),
    }),
    leaders: t.leaders.map((r) => ({ id: r.id, title: r.title })),
    origin: t.origin,
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
 * Reads a keyword's matches over the catalog of one marketplace: the full-text index finds the
 * listings with every word (stemmed, so "packing" also finds "pack"), then each word is checked in
 * the title in its singular or plural forms only (src/domain/keywords/word-forms.ts), so different
 * words are never merged.
 */
export async function readKeywordTotals(o: {
  db: Db | Tx;
  marketplace: MarketplaceCode;
  keyword: string;
}): Promise<KeywordTotals> {
  const query = exactWordsQuery(o.keyword);
  if (!query) return NO_MATCH;
  const patterns = keywordTitlePatterns(o.keyword, keywordLanguage(o.marketplace)) ?? [];
  const exactWords = patterns.map((re) => sql` and scout_unaccent(lower(p.title)) ~ ${re}`);
  const match = sql`p.marketplace = ${o.marketplace} and p.listed
    and p.search_vector @@ to_tsquery(scout_text_config(${o.marketplace}), scout_unaccent(${query}))${sql.join(exactWords, sql``)}`;
  // Sequential on purpose: `db` may be a transaction (one connection).
  const totals = await o.db.execute<{
    n: number;
    units: number;
    unknown: number;
    lower: boolean | null;
    source: CatalogSource | null;
    newest: string | Date | null;
  }>(sql`
      select count(*)::int as n, coalesce(sum(p.est_monthly_units), 0)::bigint as units,
        (count(*) filter (where p.est_monthly_units is null))::int as unknown,
        bool_or(p.est_units_method in ('badge', 'no_badge')) as lower,
        mode() within group (order by p.source) as source, max(p.observed_at) as newest
      from catalog_products p where ${match}`);
  const leaders = await o.db.execute<{
    id: number;
    title: string;
    review_count: number | null;
    rating: number | null;
  }>(sql`
      select p.id, p.title, p.review_count, p.rating from catalog_products p where ${match}
      order by p.est_monthly_units desc nulls last, p.rating desc nulls last, p.id limit ${LEADERS_READ}`);
  const t = totals.rows[0];
  return {
    matchCount: t.n,
    summedUnits: Number(t.units),
    unknownSales: t.unknown,
    demandIsLowerBound: !!t.lower,
    origin: t.source && t.newest ? { source: t.source, at: new Date(t.newest) } : null,
    leaders: leaders.rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      reviewCount: r.review_count,
      rating: r.rating,
    })),
  };
}
