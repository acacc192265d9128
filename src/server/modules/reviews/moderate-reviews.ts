import { count, eq } from 'drizzle-orm';
import type { ModeratedReview } from '#contracts/reviews.ts';
import type { ReviewApprovalMode } from '#domain/reviews.ts';
import type { Db } from '#server/db/client.ts';
import { appReviews } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import { recordAdminAction } from '#server/modules/audit/index.ts';
import { selectReviews, toModeratedReview } from './review-views.ts';

/** Every review, newest first, a page at a time (administrators only; the route checks). */
export async function listAllReviews(o: {
  db: Db;
  limit: number;
  offset: number;
  mode: ReviewApprovalMode;
}): Promise<{ reviews: ModeratedReview[]; total: number; approval: ReviewApprovalMode }> {
  const [rows, [total]] = await Promise.all([
    selectReviews(o.db).limit(o.limit).offset(o.offset),
    o.db.select({ n: count() }).from(appReviews),
  ]);
  return { reviews: rows.map((r) => toModeratedReview(r, o.mode)), total: total?.n ?? 0, approval: o.mode };
}

/** Makes a review public (REVIEWS_APPROVAL=operator), recorded in the admin audit log. Approving twice is harmless. */
export async function approveReview(o: {
  db: Db;
  id: string;
  actor: { id: string; email: string };
  mode: ReviewApprovalMode;
  now: Date;
}): Promise<{ review: ModeratedReview }> {
  return o.db.transaction(async (tx) => {
    const [approved] = await tx
      .update(appReviews)
      .set({ approvedAt: o.now })
      .where(eq(appReviews.id, o.id))
      .returning({ id: appReviews.id, userId: appReviews.userId });
    if (!approved) throw notFound('review');
    await recordAdminAction(tx, {
      actor: o.actor,
      action: 'review.approve',
      targetType: 'review',
      targetId: approved.id,
      details: { authorId: approved.userId },
      now: o.now,
    });
    const [row] = await selectReviews(tx).where(eq(appReviews.id, o.id));
    if (!row) throw notFound('review');
    return { review: toModeratedReview(row, o.mode) };
  });
}

/** Removes any review (moderation is by deletion only), recorded in the admin audit log. */
export async function deleteReview({
  db,
  id,
  actor,
  now,
}: {
  db: Db;
  id: string;
  actor: { id: string; email: string };
  now: Date;
}) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(appReviews)
      .where(eq(appReviews.id, id))
      .returning({ id: appReviews.id, userId: appReviews.userId, rating: appReviews.rating });
    if (!deleted) throw notFound('review');
    await recordAdminAction(tx, {
      actor,
      action: 'review.delete',
      targetType: 'review',
      targetId: deleted.id,
      details: { authorId: deleted.userId, rating: deleted.rating },
      now,
    });
  });
}
