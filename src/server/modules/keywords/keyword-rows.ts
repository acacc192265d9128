import type { CatalogSource } from '#domain/catalog/catalog-source.ts';
import type { CompetitionLevel } from '#domain/estimators/competition.ts';
import { estimateTrend, type TrendEstimate } from '#domain/estimators/trend.ts';
import type { KeywordBrandAnalytics } from '#server/modules/brand-analytics/index.ts';
import { productTrends } from '#server/modules/research/index.ts';
import type { Reading } from './analyze-keywords.ts';
import { type KeywordCatalogStats, keywordCatalogStats, NO_MATCH } from './keyword-catalog-stats.ts';
import { keywordTotals, LISTED_COUNT } from './keyword-stats-store.ts';

/** Where a related keyword was found (docs/estimators.md "Related keywords"). */
export type KeywordFrom = 'titles' | 'niche' | 'brandAnalytics' | 'captured';

/**
 * What a row's estimated demand rests on: how many of its matching listings have a sales figure,
 * and whether none of them shows Amazon's "bought in past month" badge (each sells under 50 a
 * month: the demand is below what the badges can measure, not zero).
 */
export interface DemandBasis {
  listings: number;
  withFigure: number;
  belowBadge: boolean;
}

export interface KeywordRow {
  keyword: string;
  /** 0-100: how closely the keyword fits the seed keyword or the analysed product. */
  relevance: number;
  /** Relative demand: summed estimated monthly sales of the matching listings (not a search volume). */
  estimatedDemand: number;
  demandIsLowerBound: boolean;
  demandBasis?: DemandBasis;
  matchCount: number;
  difficulty: { score: number; level: CompetitionLevel } | null;
  trend: TrendEstimate | null;
  /** No data source provides cost per click: always null ("—"). */
  cpcCents: null;
  /** Where most matching listings' figures come from, and the newest of their observations. */
  origin: { source: CatalogSource; at: Date } | null;
  /** Where a related keyword was found; absent on the seed and on reverse ASIN's rows. */
  from?: KeywordFrom;
  /** Amazon Brand Analytics of the keyword, for a user who has them (runKeywordAnalysis adds it). */
  brandAnalytics?: KeywordBrandAnalytics | null;
  /**
   * Not computed yet (ADR 103): a related keyword never analysed before, left for a later read of
   * the analysis. Its figures are zero and mean nothing.
   */
  pending?: true;
}

/** The statistics of each keyword; null: pending (not read within the budget). */
export const statsOf = async (o: Reading, keywords: string[]): Promise<(KeywordCatalogStats | null)[]> =>
  (await keywordTotals({ ...o, keywords })).map((t) => (t ? keywordCatalogStats(t) : null));

export const NO_STATS = keywordCatalogStats(NO_MATCH);

/**
 * Statistics and trend of each keyword, and the marketplace's listed count (in the same lookup,
 * read first; null when pending).
 */
export async function keywordRows(
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
    const withFigure = s.matchCount - s.unknownSales;
    return {
      keyword,
      relevance: relevance(keyword),
      estimatedDemand: s.estimatedDemand,
      demandIsLowerBound: s.demandIsLowerBound,
      demandBasis: {
        listings: s.matchCount,
        withFigure,
        belowBadge: withFigure > 0 && s.estimatedDemand === 0,
      },
      matchCount: s.matchCount,
      difficulty: s.difficulty ? { score: s.difficulty.score, level: s.difficulty.level } : null,
      trend: keywordTrend(read.leaders.map((l) => trends.get(l.id)).filter((t): t is TrendEstimate => !!t)),
      cpcCents: null,
      origin: read.origin,
    };
  });
  return { rows, listed };
}

export const pendingRow = (keyword: string): KeywordRow => ({
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
