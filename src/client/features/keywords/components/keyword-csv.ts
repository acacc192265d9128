import type { TFunction } from 'i18next';
import { figureOriginCells } from '#client/components/figure-origin.tsx';
import type { KeywordAnalysis } from '#contracts/keywords.ts';
import { toCsv } from '#domain/csv.ts';

/**
 * Keyword results export: keyword, relevance %, estimated demand, trend, difficulty, CPC, matches,
 * where the matches' figures come from and the newest observation, and the user's Amazon Brand
 * Analytics where they hold the keyword (search frequency rank, searches, the report's week start).
 */
export function keywordsCsv(analysis: KeywordAnalysis, t: TFunction): string {
  const header = [
    'keyword',
    'relevance',
    'demand',
    'trend',
    'difficulty',
    'difficultyScore',
    'cpc',
    'matches',
    'source',
    'observedAt',
    'searchFrequencyRank',
    'searchQueryVolume',
    'brandAnalyticsWeek',
  ].map((k) => t(`keywords:csv.${k}`));
  // A row not computed yet (ADR 103) has no figures: its cells stay empty.
  const rows = [...(analysis.seed ? [analysis.seed] : []), ...analysis.keywords].map((k) => [
    k.keyword,
    k.relevance,
    k.pending
      ? ''
      : k.demandIsLowerBound && k.estimatedDemand > 0
        ? `${k.estimatedDemand}+`
        : k.estimatedDemand,
    k.trend ? t(`keywords:trendWord.${k.trend.direction}`) : '',
    k.difficulty ? t(`keywords:difficulty.${k.difficulty.level}`) : '',
    k.difficulty?.score ?? null,
    '',
    k.pending ? '' : k.matchCount,
    ...(k.origin ? figureOriginCells(t, k.origin) : ['', '']),
    k.brandAnalytics?.searchTerms?.searchFrequencyRank ?? null,
    k.brandAnalytics?.queryPerformance?.searchQueryVolume ?? null,
    (k.brandAnalytics?.searchTerms ?? k.brandAnalytics?.queryPerformance)?.period.start ?? '',
  ]);
  return toCsv(header, rows);
}
