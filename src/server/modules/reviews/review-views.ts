import { desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { ModeratedReview, PublicReview } from '#contracts/reviews.ts';
import type { ReviewApprovalMode, ReviewLanguageSource, ReviewStatus } from '#domain/reviews.ts';
import type { Db } from '#server/db/client.ts';
import { appReviews, user } from '#server/db/schema/index.ts';

export const reviewColumns = {
  id: appReviews.id,
  authorName: user.name,
  authorEmail: user.email,
  rating: appReviews.rating,
  comment: appReviews.comment,
  language: appReviews.language,
  languageSource: appReviews.languageSource,
  createdAt: appReviews.createdAt,
  updatedAt: appReviews.updatedAt,
  authorVerified: user.emailVerified,
  approvedAt: appReviews.approvedAt,
};

/** The condition a public review meets (REVIEWS_APPROVAL), on reviews joined with their author. */
export const published = (mode: ReviewApprovalMode): SQL =>
  mode === 'operator' ? isNotNull(appReviews.approvedAt) : eq(user.emailVerified, true);

/** Where a review stands under `mode` (the same rule as `published`). */
export function reviewStatus(
  row: { authorVerified: boolean; approvedAt: Date | null },
  mode: ReviewApprovalMode,
): ReviewStatus {
  if (mode === 'operator') return row.approvedAt ? 'published' : 'awaiting_approval';
  return row.authorVerified ? 'published' : 'awaiting_verification';
}

type Row = Omit<
  { [K in keyof typeof reviewColumns]: (typeof reviewColumns)[K]['_']['data'] },
  'languageSource' | 'approvedAt'
> & { languageSource: ReviewLanguageSource | null; approvedAt: Date | null };

export const toPublicReview = (row: Row): PublicReview => ({
  id: row.id,
  authorName: row.authorName,
  rating: row.rating,
  comment: row.comment,
  language: row.language,
  // A review not yet examined (written before detection, until the start-up task runs) keeps the
  // interface language it was stored with.
  languageSource: row.languageSource ?? 'interface',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toModeratedReview = (row: Row, mode: ReviewApprovalMode): ModeratedReview => ({
  ...toPublicReview(row),
  authorEmail: row.authorEmail,
  status: reviewStatus(row, mode),
});

/** Reviews joined with their author, newest first. */
export const selectReviews = (db: Pick<Db, 'select'>) =>
  db
    .select(reviewColumns)
    .from(appReviews)
    .innerJoin(user, eq(user.id, appReviews.userId))
    .orderBy(desc(appReviews.createdAt), desc(appReviews.id))
    .$dynamic();
