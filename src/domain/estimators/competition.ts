/**
 * Competition of a niche (docs/estimators.md "Competition"): how hard it is to take sales from the
 * listings already there. Inputs: the number of comparable listings (same sub-category), the
 * median review count and the average rating of its 10 best-selling listings. Each input becomes a
 * 0-1 pressure; the score is their weighted mean × 100 (weights renormalised over the known inputs).
 * Levels follow the specification's thresholds (under 40 good, 60+ bad) and the canonical scores
 * low 30, medium 60, high 85.
 */
export type CompetitionLevel = 'low' | 'medium' | 'high';

export const COMPETITION_LEVEL_SCORE: Record<CompetitionLevel, number> = { low: 30, medium: 60, high: 85 };

export interface CompetitionInput {
  /** Comparable listings in the catalog (what Scout knows of the niche: a lower bound of its size). */
  listingCount: number;
  /** The niche's size as a source reported it (category product count, search result total). */
  reportedListingCount?: number | null;
  /** Median reviews of the top 10 by sales; null when review counts are unknown. */
  topMedianReviews: number | null;
  /** Average star rating of the top 10; null when unknown. */
  topAverageRating: number | null;
}

export interface CompetitionFactor {
  key: 'listings' | 'reviews' | 'rating';
  weight: number;
  /** 0-1 pressure, null when the input is unknown. */
  pressure: number | null;
}

/** Below this many known listings there is no top 10 to read: "not enough data" (null). */
export const MIN_COMPETITION_LISTINGS = 10;

export interface CompetitionEstimate {
  /** The niche size used: a source's report, or only the listings in Scout's catalog (a lower bound). */
  size: { listings: number; basis: 'reported' | 'catalog' };
  score: number;
  level: CompetitionLevel;
  /** 30, 60 or 85. */
  levelScore: number;
  factors: CompetitionFactor[];
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** 1 listing → 0, 2,000 or more → 1 (log scale). */
export const LISTINGS_SATURATION = 2000;
/** A median of 5,000 reviews among the leaders is a full barrier (log scale). */
export const REVIEWS_SATURATION = 5000;
/** Leaders rated 3.5 or less leave room (0); 4.8 or more do not (1). */
export const RATING_FLOOR = 3.5;
export const RATING_CEILING = 4.8;

export function levelOfScore(score: number): CompetitionLevel {
  if (score < 40) return 'low';
  if (score < 60) return 'medium';
  return 'high';
}

/**
 * Null ("not enough data") when fewer than MIN_COMPETITION_LISTINGS listings are known and no source
 * reported the niche's size. Unknown review counts stay unknown (their factor is left out), never 0.
 */
export function estimateCompetition(input: CompetitionInput): CompetitionEstimate | null {
  const reported = input.reportedListingCount ?? null;
  if (input.listingCount < MIN_COMPETITION_LISTINGS && reported === null) return null;
  const size = {
    listings: reported !== null ? Math.max(reported, input.listingCount) : input.listingCount,
    basis: reported !== null ? ('reported' as const) : ('catalog' as const),
  };
  const factors: CompetitionFactor[] = [
    {
      key: 'listings',
      weight: 0.35,
      pressure: clamp01(Math.log10(Math.max(1, size.listings)) / Math.log10(LISTINGS_SATURATION)),
    },
    {
      key: 'reviews',
      weight: 0.45,
      pressure:
        input.topMedianReviews === null
          ? null
          : clamp01(Math.log10(1 + Math.max(0, input.topMedianReviews)) / Math.log10(1 + REVIEWS_SATURATION)),
    },
    {
      key: 'rating',
      weight: 0.2,
      pressure:
        input.topAverageRating === null
          ? null
          : clamp01((input.topAverageRating - RATING_FLOOR) / (RATING_CEILING - RATING_FLOOR)),
    },
  ];
  const known = factors.filter((f) => f.pressure !== null);
  const weight = known.reduce((s, f) => s + f.weight, 0);
  const score = Math.round((known.reduce((s, f) => s + f.weight * (f.pressure as number), 0) / weight) * 100);
  const level = levelOfScore(score);
  return { size, score, level, levelScore: COMPETITION_LEVEL_SCORE[level], factors };
}

/** Median of a list (null when empty). */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
