import * as z from 'zod/mini';
import { isAsin, normalizeAsin } from '#domain/asin.ts';

/**
 * An ASIN as a user types it (any case, spaces around) → the normalised ASIN. Messages are keys of
 * the `tracking` namespace; the tracking and alert forms share it.
 */
export const asinField = z.pipe(
  z.string().check(z.overwrite(normalizeAsin), z.minLength(1, 'tracking:add.asinRequired')),
  z.string().check(z.refine(isAsin, 'tracking:add.asinInvalid')),
);
