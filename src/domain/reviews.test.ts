import { describe, expect, it } from 'vitest';
import { averageRating, REVIEW_COMMENT_MAX_LENGTH, reviewProblem } from './reviews.ts';

describe('reviewProblem', () => {
  it('requires a rating from 1 to 5', () => {
    expect(reviewProblem({ rating: 0, comment: 'ok' })).toBe('ratingRequired');
    expect(reviewProblem({ rating: 6, comment: 'ok' })).toBe('ratingRequired');
    expect(reviewProblem({ rating: 2.5, comment: 'ok' })).toBe('ratingRequired');
    expect(reviewProblem({ rating: 5, comment: 'ok' })).toBeNull();
  });

  it('requires a comment that is not only spaces, at most 1000 characters once trimmed', () => {
    expect(reviewProblem({ rating: 3, comment: '   \n ' })).toBe('commentRequired');
    expect(reviewProblem({ rating: 3, comment: ` ${'a'.repeat(REVIEW_COMMENT_MAX_LENGTH)} ` })).toBeNull();
    expect(reviewProblem({ rating: 3, comment: 'a'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1) })).toBe(
      'commentTooLong',
    );
  });
});

describe('averageRating', () => {
  it('rounds to one decimal and is null without reviews', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(9, 2)).toBe(4.5);
  });
});
