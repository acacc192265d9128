import { z } from 'zod';
import { TRANSLATION_LANGUAGE_CODES } from '#domain/languages.ts';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_MAX_RATING, REVIEW_MIN_RATING } from '#domain/reviews.ts';

export const reviewBody = z.object({
  rating: z.number().int().min(REVIEW_MIN_RATING).max(REVIEW_MAX_RATING),
  comment: z.string().trim().min(1).max(REVIEW_COMMENT_MAX_LENGTH),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const reviewIdParam = z.object({ id: z.uuid() });

export const translationQuery = z.object({ lang: z.enum(TRANSLATION_LANGUAGE_CODES) });

export const moderationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
