import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appReviews } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { type ModeratedReview, selectReviews, toModeratedReview } from './review-views.ts';

/** Every review, newest first, a page at a time (administrators only; the route checks). */
export async function listAllReviews(o: {
  db: Db;
  limit: number;
  offset: number;
}): Promise<{ reviews: ModeratedReview[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    selectReviews(o.db).limit(o.limit).offset(o.offset),
    o.db.select({ n: count() }).from(appReviews),
  ]);
  return { reviews: rows.map(toModeratedReview), total: total?.n ?? 0 };
}

/** Removes any review (moderation is by deletion only). */
export async function deleteReview({ db, id }: { db: Db; id: string }) {
  const deleted = await db.delete(appReviews).where(eq(appReviews.id, id)).returning({ id: appReviews.id });
  if (deleted.length === 0) throw notFound('review');
}
