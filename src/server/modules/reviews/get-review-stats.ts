import { count, eq, sum } from 'drizzle-orm';
import type { ReviewStats } from '#contracts/reviews.ts';
import { averageRating, type ReviewApprovalMode } from '#domain/reviews.ts';
import type { Db } from '#server/db/client.ts';
import { appReviews, user } from '#server/db/schema/index.ts';
import { published } from './review-views.ts';

/**
 * Count and average of the public reviews under `mode` (the landing page and /api/site show them),
 * or of every review without one (the admin console).
 */
export async function getReviewStats(
  db: Pick<Db, 'select'>,
  mode?: ReviewApprovalMode,
): Promise<ReviewStats> {
  const [row] = await db
    .select({ n: count(), total: sum(appReviews.rating) })
    .from(appReviews)
    .innerJoin(user, eq(user.id, appReviews.userId))
    .where(mode ? published(mode) : undefined);
  const n = row?.n ?? 0;
  return { count: n, average: averageRating(Number(row?.total ?? 0), n) };
}
