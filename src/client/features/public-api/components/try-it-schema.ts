import * as z from 'zod/mini';

/**
 * The "Try it" fields: one text per parameter of the operation (by position, as the OpenAPI
 * document lists them) and the JSON body. Nothing is checked here on purpose: the server checks
 * every request against the same document, and its answer, refusals included, is what the
 * console shows.
 */
export const tryItSchema = z.object({ params: z.array(z.string()), body: z.string() });
export type TryIt = z.output<typeof tryItSchema>;
