import type { ReplyOf } from '#contracts/define.ts';
import type { reviewsApi } from '#contracts/reviews.ts';
import { PUBLIC_REVIEW_LIMIT, type ReviewApprovalMode } from '#domain/reviews.ts';
import type { Db } from '#server/db/client.ts';
import { getReviewStats } from './get-review-stats.ts';
import { published, selectReviews, toPublicReview } from './review-views.ts';

/**
 * The 20 newest public reviews with the count and average of all public ones: a review waits for
 * its author's verification or an administrator's approval (REVIEWS_APPROVAL) before it shows.
 */
export async function listPublicReviews({
  db,
  mode,
}: {
  db: Db;
  mode: ReviewApprovalMode;
}): Promise<ReplyOf<typeof reviewsApi.list>> {
  const [rows, stats] = await Promise.all([
    selectReviews(db).where(published(mode)).limit(PUBLIC_REVIEW_LIMIT),
    getReviewStats(db, mode),
  ]);
  return { reviews: rows.map(toPublicReview), stats };
}
