import { eq } from 'drizzle-orm';
import type { PublicReview, ReviewBody } from '#contracts/reviews.ts';
import type { Language } from '#domain/languages.ts';
import type { ReviewApprovalMode, ReviewStatus } from '#domain/reviews.ts';
import type { Db } from '#server/db/client.ts';
import { appReviews } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { detectReviewLanguage, loadReviewLanguageDetector } from './detect-review-language.ts';
import { reviewStatus, selectReviews, toPublicReview } from './review-views.ts';

type MyReview = { review: PublicReview; status: ReviewStatus };

/** The caller's own review and whether it is public yet, or nulls. */
export async function getMyReview({
  db,
  userId,
  mode,
}: {
  db: Db;
  userId: string;
  mode: ReviewApprovalMode;
}): Promise<MyReview | { review: null; status: null }> {
  const [row] = await selectReviews(db).where(eq(appReviews.userId, userId)).limit(1);
  return row
    ? { review: toPublicReview(row), status: reviewStatus(row, mode) }
    : { review: null, status: null };
}

async function mine(db: Db, userId: string, mode: ReviewApprovalMode): Promise<MyReview> {
  const found = await getMyReview({ db, userId, mode });
  if (!found.review) throw notFound('review');
  return found;
}

type ReviewWrite = {
  db: Db;
  userId: string;
  input: ReviewBody;
  /** The author's interface language: the review's language when its text cannot tell. */
  interfaceLanguage: Language;
  /** REVIEWS_APPROVAL: under `operator`, a new text waits for an approval again. */
  mode: ReviewApprovalMode;
  now: Date;
};

/** The columns a create and an update both write: the text, and the language detected from it. */
async function writtenColumns(o: ReviewWrite) {
  await loadReviewLanguageDetector();
  const detected = detectReviewLanguage(o.input.comment, o.interfaceLanguage);
  return {
    rating: o.input.rating,
    comment: o.input.comment,
    language: detected.language,
    languageSource: detected.source,
    updatedAt: o.now,
    // Under `operator`, a new text is not the one that was approved.
    ...(o.mode === 'operator' ? { approvedAt: null } : {}),
  };
}

/**
 * Creates the caller's review. The unique user_id decides between racing submits: exactly one row
 * is written, the others get review_already_exists (409).
 */
export async function createReview(o: ReviewWrite): Promise<MyReview> {
  const inserted = await o.db
    .insert(appReviews)
    .values({ userId: o.userId, createdAt: o.now, ...(await writtenColumns(o)) })
    .onConflictDoNothing({ target: appReviews.userId })
    .returning({ id: appReviews.id });
  if (inserted.length === 0) throw new AppError('review_already_exists', 409);
  return mine(o.db, o.userId, o.mode);
}

/** Changes the rating and comment of the caller's review (404 when they have none). */
export async function updateMyReview(o: ReviewWrite): Promise<MyReview> {
  const updated = await o.db
    .update(appReviews)
    .set(await writtenColumns(o))
    .where(eq(appReviews.userId, o.userId))
    .returning({ id: appReviews.id });
  if (updated.length === 0) throw notFound('review');
  return mine(o.db, o.userId, o.mode);
}

export async function deleteMyReview({ db, userId }: { db: Db; userId: string }) {
  const deleted = await db
    .delete(appReviews)
    .where(eq(appReviews.userId, userId))
    .returning({ id: appReviews.id });
  if (deleted.length === 0) throw notFound('review');
}
