import { z } from 'zod';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';

/** Largest report accepted (a year of a big catalog by child item stays well under this). */
export const MAX_REPORT_BYTES = 10 * 1024 * 1024;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const uploadFields = z.object({
  kind: z.enum(['business_report', 'fba_inventory']),
  marketplace: z.enum(MARKETPLACE_CODES),
  periodStart: isoDay.optional().or(z.literal('').transform(() => undefined)),
  periodEnd: isoDay.optional().or(z.literal('').transform(() => undefined)),
});

export const importIdParam = z.object({ id: z.uuid() });

/** GET /inventory: all the caller's lines, or those of one ASIN (the inventory forecast's pre-fill). */
export const inventoryQuery = z.object({
  asin: z.string().trim().refine(isAsin, { message: 'asin' }).transform(normalizeAsin).optional(),
});
