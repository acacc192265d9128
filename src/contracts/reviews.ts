import * as z from 'zod/mini';
import { TRANSLATION_LANGUAGE_CODES } from '#domain/languages.ts';
import {
  REVIEW_APPROVAL_MODES,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_LANGUAGE_SOURCES,
  REVIEW_MAX_RATING,
  REVIEW_MIN_RATING,
  REVIEW_STATUSES,
} from '#domain/reviews.ts';
import { dateTime, queryNumber, uuidParams } from './common.ts';
import { defineApi, noContent } from './define.ts';

/** A review as the public list and its author see it (no user id, no e-mail). */
export const publicReview = z.object({
  id: z.string(),
  authorName: z.string(),
  rating: z.int(),
  comment: z.string(),
  /** The language the comment is written in (read from its text). */
  language: z.string(),
  /** `interface` when the text was too short to tell and the author's interface language was taken. */
  languageSource: z.enum(REVIEW_LANGUAGE_SOURCES),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type PublicReview = z.output<typeof publicReview>;

/** Whether a review is public yet (the author and the administrators see it; the public list shows only published ones). */
export const reviewStatus = z.enum(REVIEW_STATUSES);

/** A review as the administrators see it. */
export const moderatedReview = z.extend(publicReview, { authorEmail: z.string(), status: reviewStatus });
export type ModeratedReview = z.output<typeof moderatedReview>;

export const reviewStats = z.object({
  count: z.int(),
  /** One decimal; null when there is no review. */
  average: z.nullable(z.number()),
});
export type ReviewStats = z.output<typeof reviewStats>;

export const reviewBody = z.object({
  rating: z.int().check(z.minimum(REVIEW_MIN_RATING), z.maximum(REVIEW_MAX_RATING)),
  comment: z.string().check(z.trim(), z.minLength(1), z.maxLength(REVIEW_COMMENT_MAX_LENGTH)),
});
export type ReviewBody = z.output<typeof reviewBody>;

export const reviewTranslation = z.object({
  id: z.string(),
  language: z.enum(TRANSLATION_LANGUAGE_CODES),
  translatedComment: z.string(),
  /** false when the review was already in the asked language. */
  translated: z.boolean(),
});
export type ReviewTranslation = z.output<typeof reviewTranslation>;

const myReview = z.object({ review: publicReview, status: reviewStatus });

/**
 * Reviews of Scout: the public list (the landing page) and its translations, the caller's own
 * review, and moderation by administrators (deletion only).
 */
export const reviewsApi = defineApi('/reviews', {
  /** The 20 newest reviews with the count and average of all reviews. */
  list: {
    method: 'GET',
    path: '/',
    response: z.object({ reviews: z.array(publicReview), stats: reviewStats }),
  },
  /** A review's comment in `lang` (translation_unavailable, 503, without a translation service). */
  translate: {
    method: 'POST',
    path: '/:id/translation',
    params: uuidParams,
    query: z.object({ lang: z.enum(TRANSLATION_LANGUAGE_CODES) }),
    response: reviewTranslation,
  },
  mine: {
    method: 'GET',
    path: '/mine',
    response: z.object({ review: z.nullable(publicReview), status: z.nullable(reviewStatus) }),
  },
  create: { method: 'POST', path: '/', body: reviewBody, response: myReview, status: 201 },
  update: { method: 'PATCH', path: '/mine', body: reviewBody, response: myReview },
  removeMine: { method: 'DELETE', path: '/mine', response: noContent },
  /** Every review, newest first, a page at a time (administrators). */
  all: {
    method: 'GET',
    path: '/all',
    query: z.object({
      limit: z._default(queryNumber().check(z.int(), z.minimum(1), z.maximum(200)), 100),
      offset: z._default(queryNumber().check(z.int(), z.minimum(0)), 0),
    }),
    response: z.object({
      reviews: z.array(moderatedReview),
      total: z.int(),
      /** REVIEWS_APPROVAL: whether reviews wait for their author's verification or for an approval. */
      approval: z.enum(REVIEW_APPROVAL_MODES),
    }),
  },
  /** Makes a review public (REVIEWS_APPROVAL=operator; administrators). */
  approve: {
    method: 'POST',
    path: '/:id/approval',
    params: uuidParams,
    response: z.object({ review: moderatedReview }),
  },
  remove: { method: 'DELETE', path: '/:id', params: uuidParams, response: noContent },
});
