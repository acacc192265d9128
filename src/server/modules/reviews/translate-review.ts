import { eq } from 'drizzle-orm';
import type { ReviewTranslation } from '#contracts/reviews.ts';
import { isTranslationLanguage, type TranslationLanguage } from '#domain/languages.ts';
import type { Db } from '#server/db/client.ts';
import { appReviews } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';

/**
 * Turns a text from one language into another (provided by the AI module when it is available).
 * `from` is the language read from the text; undefined when the text was too short to tell.
 */
export type TextTranslator = (o: {
  text: string;
  from: TranslationLanguage | undefined;
  to: TranslationLanguage;
}) => Promise<string>;

/**
 * The comment of a review in `lang`. Without a translation service: translation_unavailable (503);
 * the client then keeps the original text.
 */
export async function translateReview(o: {
  db: Db;
  id: string;
  lang: TranslationLanguage;
  translate: TextTranslator | undefined;
}): Promise<ReviewTranslation> {
  const [review] = await o.db
    .select({
      comment: appReviews.comment,
      language: appReviews.language,
      languageSource: appReviews.languageSource,
    })
    .from(appReviews)
    .where(eq(appReviews.id, o.id));
  if (!review) throw notFound('review');
  if (review.language === o.lang)
    return { id: o.id, language: o.lang, translatedComment: review.comment, translated: false };
  if (!o.translate) throw new AppError('translation_unavailable', 503);
  const translatedComment = await o.translate({
    text: review.comment,
    from:
      review.languageSource === 'detected' && isTranslationLanguage(review.language)
        ? review.language
        : undefined,
    to: o.lang,
  });
  return { id: o.id, language: o.lang, translatedComment, translated: true };
}
