import { z } from 'zod';
import { ASIN_PATTERN, normalizeAsin } from '#domain/asin.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';

/** Largest cost or fee per unit accepted, in minor units (10,000,000.00 of a currency with cents). */
export const MAX_UNIT_MONEY_MINOR = 1_000_000_000;

export const productCostsQuery = z.object({ marketplace: z.enum(MARKETPLACE_CODES).optional() });

export const productKeyParams = z.object({
  marketplace: z.enum(MARKETPLACE_CODES),
  asin: z.string().transform(normalizeAsin).pipe(z.string().regex(ASIN_PATTERN)),
});

const minor = z.number().int().min(0).max(MAX_UNIT_MONEY_MINOR);

export const productCostBody = z.object({ unitCostMinor: minor, feesPerUnitMinor: minor });
