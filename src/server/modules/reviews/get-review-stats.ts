import { count, sum } from 'drizzle-orm';
import type { ReviewStats } from '#contracts/reviews.ts';
import { averageRating } from '#domain/reviews.ts';
import type { Db } from '#server/db/client.ts';
import { appReviews } from '#server/db/schema/index.ts';

/** Count and average of every review in the database (the landing page and /api/site show them). */
export async function getReviewStats(db: Pick<Db, 'select'>): Promise<ReviewStats> {
  const [row] = await db.select({ n: count(), total: sum(appReviews.rating) }).from(appReviews);
  const n = row?.n ?? 0;
  return { count: n, average: averageRating(Number(row?.total ?? 0), n) };
}
