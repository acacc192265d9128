import type { ReplyOf } from '#contracts/define.ts';
import type { reviewsApi } from '#contracts/reviews.ts';
import { PUBLIC_REVIEW_LIMIT } from '#domain/reviews.ts';
import type { Db } from '#server/db/client.ts';
import { getReviewStats } from './get-review-stats.ts';
import { selectReviews, toPublicReview } from './review-views.ts';

/** The 20 newest reviews with the count and average of all reviews. */
export async function listPublicReviews({ db }: { db: Db }): Promise<ReplyOf<typeof reviewsApi.list>> {
  const [rows, stats] = await Promise.all([selectReviews(db).limit(PUBLIC_REVIEW_LIMIT), getReviewStats(db)]);
  return { reviews: rows.map(toPublicReview), stats };
}
