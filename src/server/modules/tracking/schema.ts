import { z } from 'zod';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';

export const idParam = z.object({ id: z.uuid() });

export const addTrackedBody = z.object({
  /** Checked by parseAsinInput (asin_required / invalid_asin). */
  asin: z.string().max(40),
  marketplace: z.enum(MARKETPLACE_CODES).default('US'),
});

export const historyQuery = z.object({
  /** Days of history (default 365); 0 = everything. */
  days: z.coerce.number().int().min(0).max(3650).default(365),
});
