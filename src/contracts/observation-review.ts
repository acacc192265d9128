import * as z from 'zod/mini';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { OBSERVED_FIGURES } from '#domain/observations/agreement.ts';
import { dateTime, idParams, queryNumber } from './common.ts';
import { defineApi, noContent } from './define.ts';

export const heldFigure = z.object({
  figure: z.enum(OBSERVED_FIGURES),
  observed: z.number(),
  /** The product's shared value it was compared with (null: none recent). */
  reference: z.nullable(z.number()),
  /** Other users whose recent reading agreed. */
  agreeingUsers: z.int(),
  verdict: z.enum(['agrees', 'disagrees', 'unconfirmed']),
});

export const heldObservation = z.object({
  id: z.number(),
  reason: z.enum(['outlier', 'unconfirmed']),
  heldAt: dateTime,
  observedAt: dateTime,
  observer: z.object({ id: z.string(), name: z.string(), email: z.string(), trusted: z.boolean() }),
  product: z.object({
    id: z.number(),
    marketplace: z.enum(MARKETPLACE_CODES),
    asin: z.string(),
    title: z.string(),
    currency: z.string(),
  }),
  figures: z.array(heldFigure),
});
export type HeldObservation = z.output<typeof heldObservation>;

export const trustBody = z.object({ trusted: z.boolean() });

/**
 * Browser observations held back from other users while OBSERVATIONS_SHARED is on (docs/extension.md),
 * for administrators: the outliers (or those waiting for agreement), newest first; release one
 * (it becomes shared), dismiss it, or trust its observer (their observations are shared at once).
 */
export const observationReviewApi = defineApi('/admin/observations', {
  held: {
    method: 'GET',
    path: '/held',
    query: z.object({
      reason: z._default(z.enum(['outlier', 'unconfirmed']), 'outlier'),
      limit: z._default(queryNumber().check(z.int(), z.minimum(1), z.maximum(100)), 50),
      offset: z._default(queryNumber().check(z.int(), z.minimum(0)), 0),
    }),
    response: z.object({
      items: z.array(heldObservation),
      total: z.int(),
      outliers: z.int(),
      unconfirmed: z.int(),
      /** Whether OBSERVATIONS_SHARED is on (off: nothing is ever shared, so nothing is held). */
      sharing: z.boolean(),
    }),
  },
  release: { method: 'POST', path: '/held/:id/release', params: idParams, response: noContent },
  dismiss: { method: 'POST', path: '/held/:id/dismiss', params: idParams, response: noContent },
  trust: {
    method: 'PUT',
    path: '/trusted/:userId',
    params: z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)) }),
    body: trustBody,
    response: z.object({ userId: z.string(), trusted: z.boolean() }),
  },
});
