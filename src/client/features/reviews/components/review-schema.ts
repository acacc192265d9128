import * as z from 'zod/mini';
import { reviewProblem } from '#domain/reviews.ts';
import type { ReviewInput } from '../api/reviews.ts';

/** A rating and a comment, checked by the domain's rule (also shown live, as the user writes). */
export const reviewSchema = z.pipe(
  z.object({ rating: z.number(), comment: z.string() }),
  z.transform((v, ctx): ReviewInput => {
    const problem = reviewProblem(v);
    if (!problem) return { rating: v.rating, comment: v.comment.trim() };
    const path = problem === 'ratingRequired' ? 'rating' : 'comment';
    ctx.issues.push({ code: 'custom', message: `form.${problem}`, input: v, path: [path] });
    return z.NEVER;
  }),
);
