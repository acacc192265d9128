import { eq, isNull } from 'drizzle-orm';
import { isLanguage } from '#domain/languages.ts';
import type { Db } from '#server/db/client.ts';
import { appReviews } from '#server/db/schema/index.ts';
import { detectReviewLanguage, loadReviewLanguageDetector } from './detect-review-language.ts';

/**
 * Reads the language of the reviews written before it was detected (language_source null): their
 * stored interface language stays when the text cannot tell. Idempotent: a start-up task; reviews
 * are few (one per user), so one pass.
 */
export async function detectStoredReviewLanguages(db: Db): Promise<number> {
  const pending = await db
    .select({ id: appReviews.id, comment: appReviews.comment, language: appReviews.language })
    .from(appReviews)
    .where(isNull(appReviews.languageSource));
  if (pending.length > 0) await loadReviewLanguageDetector();
  for (const review of pending) {
    const detected = detectReviewLanguage(
      review.comment,
      isLanguage(review.language) ? review.language : 'en',
    );
    await db
      .update(appReviews)
      .set({ language: detected.language, languageSource: detected.source })
      .where(eq(appReviews.id, review.id));
  }
  return pending.length;
}
