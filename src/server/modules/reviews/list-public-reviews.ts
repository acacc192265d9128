import { PUBLIC_REVIEW_LIMIT } from '#domain/reviews.ts';
import type { Db } from '#server/db/client.ts';
import { getReviewStats, type ReviewStats } from './get-review-stats.ts';
import { type PublicReview, selectReviews, toPublicReview } from './review-views.ts';

export interface PublicReviewList {
  reviews: PublicReview[];
  stats: ReviewStats;
}

/** The 20 newest reviews with the count and average of all reviews. */
export async function listPublicReviews({ db }: { db: Db }): Promise<PublicReviewList> {
  const [rows, stats] = await Promise.all([selectReviews(db).limit(PUBLIC_REVIEW_LIMIT), getReviewStats(db)]);
  return { reviews: rows.map(toPublicReview), stats };
}
