import { sql } from 'drizzle-orm';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import type { CatalogSource } from '#domain/catalog/catalog-source.ts';
import type { CompetitionLevel } from '#domain/estimators/competition.ts';
import { keywordRelevance } from '#domain/estimators/keyword-stats.ts';
import { candidateKeywords } from '#domain/estimators/text.ts';
import { estimateTrend, type TrendEstimate } from '#domain/estimators/trend.ts';
import { GENERIC_CATALOG_SHARE, GENERIC_SHARE_MIN_CATALOG } from '#domain/keywords/generic-words.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { BrandAnalyticsState, KeywordBrandAnalytics } from '#server/modules/brand-analytics/index.ts';
import { findProductByAsin } from '#server/modules/catalog/index.ts';
import { type KeywordCatalogStats, keywordCatalogStats, NO_MATCH } from './keyword-catalog-stats.ts';
import { KeywordStatsWrites, keywordTotals, LISTED_COUNT } from './keyword-stats-store.ts';
import { productTrends } from './product-trends.ts';
import { MAX_RELATED, relatedKeywords, withoutReorderings } from './related-keywords.ts';
import { anyWordQuery } from './text-query.ts';

export interface KeywordRow {
  keyword: string;
  /** 0-100: how closely the keyword fits the seed keyword or the analysed product. */
  relevance: number;
  /** Relative demand: summed estimated monthly sales of the matching listings (not a search volume). */
  estimatedDemand: number;
  demandIsLowerBound: boolean;
  matchCount: number;
  difficulty: { score: number; level: CompetitionLevel } | null;
  trend: TrendEstimate | null;
  /** No data source provides cost per click: always null ("—"). */
  cpcCents: null;
  /** Where most matching listings' figures come from, and the newest of their observations. */
  origin: { source: CatalogSource; at: Date } | null;
  /** Amazon Brand Analytics of the keyword, for a user who has them (runKeywordAnalysis adds it). */
  brandAnalytics?: KeywordBrandAnalytics | null;
  /**
   * Not computed yet (ADR 103): a related keyword never analysed before, left for a later read of
   * the analysis. Its figures are zero and mean nothing.
   */
  pending?: true;
}

export interface KeywordAnalysis {
  kind: 'keyword' | 'asin';
  marketplace: MarketplaceCode;
  /** The seed: the keyword typed, or the product analysed. */
  seed: KeywordRow | null;
  product: { asin: string; title: string; category: string | null; department: string | null } | null;
  /** Competitor listings the keywords were drawn from (reverse ASIN). */
  competitorCount: number;
  keywords: KeywordRow[];
  /** Whether the user's Brand Analytics back the rows, or why not (runKeywordAnalysis adds it). */
  brandAnalytics?: BrandAnalyticsState;
}

const COMPETITORS = 20;
const MAX_CANDIDATES = 40;

interface AnalysisInput {
  db: Db | Tx;
  marketplace: MarketplaceCode;
  keyword?: string;
  asin?: string;
  /**
   * Where the statistics read from the catalog are kept until the caller stores them, after its
   * transaction (keyword-stats-store.ts). Without it they are stored through `db` before returning.
   */
  writes?: KeywordStatsWrites;
  /**
   * Related keywords that must be read from the catalog in full are read only while the analysis
   * has run less than this; the others come back `pending` (ADR 103). Without it, all are read.
   * As a pair: `seedStored` when the seed's statistics were found stored (a first analysis then
   * reads nothing but the seed's lookup: ADR 106), `seedRead` when the seed was read.
   */
  readBudgetMs?: number | ReadBudget;
}

export interface ReadBudget {
  seedStored: number;
  seedRead: number;
}

/**
 * Keyword research on the catalog (docs/estimators.md "Keyword statistics"). A keyword: its own
 * statistics, then related phrases from the titles of its best-selling matches. An ASIN (reverse
 * ASIN): phrases from the product's title and its closest competitors' titles, ranked by relevance.
 * Statistics come from the store when current (ADR 100): the answer is the full computation's.
 */
export async function analyzeKeywords(o: AnalysisInput): Promise<KeywordAnalysis> {
  const writes = o.writes ?? new KeywordStatsWrites();
  const now = performance.now();
  const budget =
    typeof o.readBudgetMs === 'number'
      ? { seedStored: o.readBudgetMs, seedRead: o.readBudgetMs }
      : o.readBudgetMs;
  const analysis = await analyze({
    ...o,
    writes,
    readUntil: budget && now + budget.seedRead,
    storedSeedReadUntil: budget && now + budget.seedStored,
  });
  if (!o.writes) await writes.flush(o.db);
  return analysis;
}

type Reading = AnalysisInput & {
  writes: KeywordStatsWrites;
  readUntil?: number;
  storedSeedReadUntil?: number;
  withRelated?: boolean;
};

async function analyze(o: Reading): Promise<KeywordAnalysis> {
  if (o.asin !== undefined) return reverseAsin({ ...o, asin: o.asin, readUntil: undefined });
  const keyword = normalizeKeyword(o.keyword ?? '');
  if (!keyword) throw new AppError('keyword_required', 400);
  // The seed is always read: its leaders give the related keywords. Its lookup also brings the
  // stored rows of the related keywords stored with it, and the listed count (ADR 106).
  const seed = await statsOf({ ...o, readUntil: undefined, withRelated: true }, [keyword]).then(
    (s) => s[0] ?? NO_STATS,
  );
  const titles = seed.leaders.map((l) => l.title);
  const { related: candidates, counts } = relatedKeywords(keyword, titles, o.marketplace);
  // A seed found stored: related keywords not stored wait for the next read (ADR 106).
  const readUntil = o.writes.readInFull(o.marketplace, keyword) ? o.readUntil : o.storedSeedReadUntil;
  const { rows, listed } = await keywordRows({ ...o, readUntil }, [keyword, ...candidates], (k) =>
    k === keyword ? 100 : Math.round((100 * (counts.get(k) ?? 0)) / Math.max(1, titles.length)),
  );
  // Whether a single word is too common depends on the listed count: unknown, such rows wait too.
  const tooCommon = tooCommonInCatalog(listed ?? 0);
  const known = (k: KeywordRow) =>
    listed === null && !k.pending && !k.keyword.includes(' ')
      ? { ...pendingRow(k.keyword), relevance: k.relevance }
      : k;
  return {
    kind: 'keyword',
    marketplace: o.marketplace,
    seed: rows[0],
    product: null,
    competitorCount: 0,
    keywords: rows
      .slice(1)
      .map(known)
      .filter((k) => !tooCommon(k))
      .sort((a, b) => b.relevance - a.relevance || b.estimatedDemand - a.estimatedDemand),
  };
}

/** A reverse ASIN reads every candidate (its rows are kept by match count). */
async function reverseAsin(o: Reading & { asin: string }): Promise<KeywordAnalysis> {
  const asin = normalizeAsin(o.asin);
  if (!isAsin(asin)) throw new AppError('invalid_asin', 400, { asin: o.asin });
  const product = await findProductByAsin({ db: o.db, marketplace: o.marketplace, asin });
  if (!product) throw new AppError('asin_not_in_catalog', 404, { asin, marketplace: o.marketplace });

  const competitors = await closeCompetitors(o.db, o.marketplace, product);
  const scored = new Map<string, number>();
  for (const title of [product.title, ...competitors])
    for (const k of candidateKeywords(title)) {
      if (scored.has(k)) continue;
      const relevance = keywordRelevance(k, product.title, competitors);
      if (relevance >= 25) scored.set(k, relevance);
    }
  const candidates = withoutReorderings(
    [...scored.entries()]
      .sort((a, b) => b[1] - a[1] || b[0].split(' ').length - a[0].split(' ').length)
      .map(([k]) => k),
  ).slice(0, MAX_CANDIDATES);
  // A phrase only this listing uses is not a keyword buyers share: keep phrases found in 2+ listings.
  const keywords = (await keywordRows(o, candidates, (k) => scored.get(k) ?? 0)).rows
    .filter((k) => k.matchCount >= 2)
    .slice(0, MAX_RELATED);
  return {
    kind: 'asin',
    marketplace: o.marketplace,
    seed: null,
    product: {
      asin: product.asin,
      title: product.title,
      category: product.categoryName,
      department: product.departmentName,
    },
    competitorCount: competitors.length,
    keywords: keywords.sort((a, b) => b.relevance - a.relevance || b.estimatedDemand - a.estimatedDemand),
  };
}

/**
 * The listings closest to a product: its sub-category's listings sharing words with its title,
 * by full-text rank (the whole marketplace when its sub-category has too few).
 */
async function closeCompetitors(
  db: Db | Tx,
  marketplace: MarketplaceCode,
  product: { id: number; title: string; categoryId: number | null },
): Promise<string[]> {
  const query = anyWordQuery(product.title);
  if (!query) return [];
  const find = async (sameCategory: boolean) =>
    (
      await db.execute<{ title: string }>(sql`
        select p.title from catalog_products p
        where p.marketplace = ${marketplace} and p.id <> ${product.id} and p.listed
          ${sameCategory ? sql`and p.category_id = ${product.categoryId}` : sql``}
          and p.search_vector @@ to_tsquery(scout_text_config(${marketplace}), scout_unaccent(${query}))
        order by ts_rank(p.search_vector, to_tsquery(scout_text_config(${marketplace}), scout_unaccent(${query}))) desc, p.id
        limit ${COMPETITORS}`)
    ).rows.map((r) => r.title);
  const inCategory = product.categoryId === null ? [] : await find(true);
  return inCategory.length >= 5 ? inCategory : find(false);
}

/**
 * A single word matching more than GENERIC_CATALOG_SHARE of the marketplace's listings ("black",
 * "steel") says nothing of a niche: not a related keyword. Not applied to small catalogs.
 */
function tooCommonInCatalog(listed: number) {
  return (k: KeywordRow) =>
    !k.pending &&
    listed >= GENERIC_SHARE_MIN_CATALOG &&
    !k.keyword.includes(' ') &&
    k.matchCount > GENERIC_CATALOG_SHARE * listed;
}

/** The statistics of each keyword; null: pending (not read within the budget). */
const statsOf = async (o: Reading, keywords: string[]): Promise<(KeywordCatalogStats | null)[]> =>
  (await keywordTotals({ ...o, keywords })).map((t) => (t ? keywordCatalogStats(t) : null));

const NO_STATS = keywordCatalogStats(NO_MATCH);

/**
 * Statistics and trend of each keyword, and the marketplace's listed count (in the same lookup,
 * read first; null when pending).
 */
async function keywordRows(
  o: Reading,
  keywords: string[],
  relevance: (k: string) => number,
): Promise<{ rows: KeywordRow[]; listed: number | null }> {
  const all = await statsOf(o, [LISTED_COUNT, ...keywords]);
  const listed = all[0]?.stats.matchCount ?? null;
  const stats = all.slice(1);
  const ids = [...new Set(stats.flatMap((s) => s?.leaders.map((l) => l.id) ?? []))];
  const trends = await productTrends({ db: o.db, productIds: ids });
  const rows = keywords.map((keyword, i): KeywordRow => {
    const read = stats[i];
    if (!read) return { ...pendingRow(keyword), relevance: relevance(keyword) };
    const s = read.stats;
    return {
      keyword,
      relevance: relevance(keyword),
      estimatedDemand: s.estimatedDemand,
      demandIsLowerBound: s.demandIsLowerBound,
      matchCount: s.matchCount,
      difficulty: s.difficulty ? { score: s.difficulty.score, level: s.difficulty.level } : null,
      trend: keywordTrend(read.leaders.map((l) => trends.get(l.id)).filter((t): t is TrendEstimate => !!t)),
      cpcCents: null,
      origin: read.origin,
    };
  });
  return { rows, listed };
}

const pendingRow = (keyword: string): KeywordRow => ({
  keyword,
  relevance: 0,
  estimatedDemand: 0,
  demandIsLowerBound: false,
  matchCount: 0,
  difficulty: null,
  trend: null,
  cpcCents: null,
  origin: null,
  pending: true,
});

/** A keyword's trend: the average change of its best sellers that have one (equal weights). */
function keywordTrend(trends: TrendEstimate[]): TrendEstimate | null {
  if (trends.length === 0) return null;
  const from = new Date(Math.min(...trends.map((t) => t.fromDate.getTime())));
  const to = new Date(Math.max(...trends.map((t) => t.toDate.getTime())));
  const averageChange = trends.reduce((s, t) => s + t.changePercent, 0) / trends.length;
  return estimateTrend([
    { at: from, value: 100 },
    { at: to, value: 100 + averageChange },
  ]);
}

export const normalizeKeyword = (k: string) => k.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 120);
