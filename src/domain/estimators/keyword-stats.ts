import { type CompetitionEstimate, estimateCompetition, median } from './competition.ts';
import { keywordTokens, textContainsKeyword, tokenize } from './text.ts';

/**
 * Keyword statistics from the catalog (docs/estimators.md "Keyword statistics"). Amazon publishes
 * no absolute search volume without Brand Analytics, so demand is *relative*: the summed estimated
 * monthly sales of the listings the keyword matches. Difficulty is the competition estimator
 * applied to those listings (their count, the review barrier and rating of the 10 best sellers).
 */
export interface KeywordStatsInput {
  /** Listings the keyword matches in the catalog. */
  matchCount: number;
  /** The number of results a source reported for the keyword (search result total), when known. */
  reportedResults?: number | null;
  /** Their summed estimated monthly units (badges as lower bounds, "no badge" as 0). */
  summedUnits: number;
  /** Matches whose sales are unknown (left out of the sum). */
  unknownSales: number;
  /** True when badges were summed: the demand is then a lower bound ("1,200+"). */
  demandIsLowerBound: boolean;
  /** The 10 best-selling matches. */
  leaders: { reviewCount: number | null; rating: number | null }[];
}

export interface KeywordStats {
  matchCount: number;
  /** Relative demand: summed estimated monthly sales of the matches — not an Amazon search volume. */
  estimatedDemand: number;
  demandIsLowerBound: boolean;
  unknownSales: number;
  difficulty: CompetitionEstimate | null;
  leadersMedianReviews: number | null;
  leadersAverageRating: number | null;
}

/** Review counts are used when at least 3 of the leaders (or all, if fewer) have one. */
export function leadersSummary(leaders: { reviewCount: number | null; rating: number | null }[]) {
  const reviews = leaders.map((l) => l.reviewCount).filter((r): r is number => r !== null);
  const ratings = leaders.map((l) => l.rating).filter((r): r is number => r !== null);
  return {
    medianReviews:
      reviews.length > 0 && reviews.length >= Math.min(3, leaders.length) ? median(reviews) : null,
    averageRating: ratings.length
      ? Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 100) / 100
      : null,
  };
}

export function keywordStats(input: KeywordStatsInput): KeywordStats {
  const leaders = leadersSummary(input.leaders);
  return {
    matchCount: input.matchCount,
    estimatedDemand: input.summedUnits,
    demandIsLowerBound: input.demandIsLowerBound,
    unknownSales: input.unknownSales,
    difficulty: estimateCompetition({
      listingCount: input.matchCount,
      reportedListingCount: input.reportedResults ?? null,
      topMedianReviews: leaders.medianReviews,
      topAverageRating: leaders.averageRating,
    }),
    leadersMedianReviews: leaders.medianReviews,
    leadersAverageRating: leaders.averageRating,
  };
}

/**
 * Relevance (0-100) of a keyword to a product, against its close competitors: half for the
 * product's own title containing every word of the keyword (a quarter when it contains some),
 * half for the share of the competitors' titles that contain it.
 */
export function keywordRelevance(keyword: string, productTitle: string, competitorTitles: string[]): number {
  const words = keywordTokens(keyword);
  if (words.length === 0) return 0;
  const own = new Set(tokenize(productTitle));
  const present = words.filter((w) => own.has(w)).length;
  const ownScore = present === words.length ? 1 : present > 0 ? 0.5 * (present / words.length) : 0;
  const share =
    competitorTitles.length === 0
      ? ownScore
      : competitorTitles.filter((t) => textContainsKeyword(t, keyword)).length / competitorTitles.length;
  return Math.round(50 * ownScore + 50 * share);
}
