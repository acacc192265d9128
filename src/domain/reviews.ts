/** Rules for reviews of Scout, shared by the server checks and the review form. */
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;
/** The public list shows this many reviews, newest first. */
export const PUBLIC_REVIEW_LIMIT = 20;

/**
 * When a review becomes public (REVIEWS_APPROVAL): once its author's address is verified, or once an
 * administrator approves it (every new or edited text).
 */
export const REVIEW_APPROVAL_MODES = ['verified', 'operator'] as const;
export type ReviewApprovalMode = (typeof REVIEW_APPROVAL_MODES)[number];
/** Where a review stands: public, or waiting for its author's verification or for an approval. */
export const REVIEW_STATUSES = ['published', 'awaiting_verification', 'awaiting_approval'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export type ReviewProblem = 'ratingRequired' | 'commentRequired' | 'commentTooLong';

/** What is wrong with a review form, in the order the form reports it (none → null). */
export function reviewProblem(input: { rating: number; comment: string }): ReviewProblem | null {
  if (!Number.isInteger(input.rating) || input.rating < REVIEW_MIN_RATING || input.rating > REVIEW_MAX_RATING)
    return 'ratingRequired';
  const comment = input.comment.trim();
  if (comment.length === 0) return 'commentRequired';
  if (comment.length > REVIEW_COMMENT_MAX_LENGTH) return 'commentTooLong';
  return null;
}

/** Average rating rounded to one decimal; null when there is no review. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/**
 * How a review's language was decided: `detected` from its text, or `interface` (its author's
 * interface language) when the text is too short or ambiguous to tell.
 */
export const REVIEW_LANGUAGE_SOURCES = ['detected', 'interface'] as const;
export type ReviewLanguageSource = (typeof REVIEW_LANGUAGE_SOURCES)[number];
