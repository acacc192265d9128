import * as z from 'zod/mini';
import { isAsin } from '#domain/asin.ts';

/**
 * An ASIN the toolkit's forms require: `required` (a `toolkit` key) when left empty, "An ASIN has 10
 * letters and digits." when it is not one; sent trimmed.
 */
export const requiredAsin = (required: string) =>
  z.string().check(
    z.refine((a) => a.trim() !== '', { message: required, abort: true }),
    z.refine(isAsin, 'asinInvalid'),
    z.trim(),
  );
