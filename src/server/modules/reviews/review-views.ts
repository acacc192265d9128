import { desc, eq } from 'drizzle-orm';
import type { ModeratedReview, PublicReview } from '#contracts/reviews.ts';
import type { ReviewLanguageSource } from '#domain/reviews.ts';
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
};

type Row = Omit<
  { [K in keyof typeof reviewColumns]: (typeof reviewColumns)[K]['_']['data'] },
  'languageSource'
> & { languageSource: ReviewLanguageSource | null };

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

export const toModeratedReview = (row: Row): ModeratedReview => ({
  ...toPublicReview(row),
  authorEmail: row.authorEmail,
});

/** Reviews joined with their author, newest first. */
export const selectReviews = (db: Pick<Db, 'select'>) =>
  db
    .select(reviewColumns)
    .from(appReviews)
    .innerJoin(user, eq(user.id, appReviews.userId))
    .orderBy(desc(appReviews.createdAt), desc(appReviews.id))
    .$dynamic();
