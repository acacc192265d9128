import { eq } from 'drizzle-orm';
import type { PublicReview, ReviewBody } from '#contracts/reviews.ts';
import type { Language } from '#domain/languages.ts';
import type { Db } from '#server/db/client.ts';
import { appReviews } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { detectReviewLanguage, loadReviewLanguageDetector } from './detect-review-language.ts';
import { selectReviews, toPublicReview } from './review-views.ts';

/** The caller's own review, or null. */
export async function getMyReview({ db, userId }: { db: Db; userId: string }): Promise<PublicReview | null> {
  const [row] = await selectReviews(db).where(eq(appReviews.userId, userId)).limit(1);
  return row ? toPublicReview(row) : null;
}

async function mine(db: Db, userId: string) {
  const review = await getMyReview({ db, userId });
  if (!review) throw notFound('review');
  return review;
}

type ReviewWrite = {
  db: Db;
  userId: string;
  input: ReviewBody;
  /** The author's interface language: the review's language when its text cannot tell. */
  interfaceLanguage: Language;
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
  };
}

/**
 * Creates the caller's review. The unique user_id decides between racing submits: exactly one row
 * is written, the others get review_already_exists (409).
 */
export async function createReview(o: ReviewWrite): Promise<PublicReview> {
  const inserted = await o.db
    .insert(appReviews)
    .values({ userId: o.userId, createdAt: o.now, ...(await writtenColumns(o)) })
    .onConflictDoNothing({ target: appReviews.userId })
    .returning({ id: appReviews.id });
  if (inserted.length === 0) throw new AppError('review_already_exists', 409);
  return mine(o.db, o.userId);
}

/** Changes the rating and comment of the caller's review (404 when they have none). */
export async function updateMyReview(o: ReviewWrite): Promise<PublicReview> {
  const updated = await o.db
    .update(appReviews)
    .set(await writtenColumns(o))
    .where(eq(appReviews.userId, o.userId))
    .returning({ id: appReviews.id });
  if (updated.length === 0) throw notFound('review');
  return mine(o.db, o.userId);
}

export async function deleteMyReview({ db, userId }: { db: Db; userId: string }) {
  const deleted = await db
    .delete(appReviews)
    .where(eq(appReviews.userId, userId))
    .returning({ id: appReviews.id });
  if (deleted.length === 0) throw notFound('review');
}
