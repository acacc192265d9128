import { z } from '@hono/zod-openapi';
import { ASIN_PATTERN } from '#domain/asin.ts';
import { CURRENCIES, MARKETPLACE_CODES, MARKETPLACES } from '#domain/marketplaces.ts';

/** Most observations in one POST /api/v1/observations (a page shows at most about 60 results). */
export const MAX_OBSERVATIONS = 200;
/** Most products in one POST /api/v1/estimates. */
export const MAX_ESTIMATES = 100;
/** How old a queued observation may be when it arrives (the extension may have been offline). */
export const MAX_OBSERVATION_AGE_MS = 7 * 24 * 3600_000;

const asin = z.string().regex(ASIN_PATTERN).openapi({ example: 'B073WRF565' });
const text = (max: number) => z.string().trim().min(1).max(max);
const int = (min: number, max: number) => z.int().min(min).max(max);
const minorUnits = int(1, 100_000_000).openapi({ description: 'Minor units of `currency` (cents).' });

const sameCurrency = (o: { marketplace: string; currency?: string }) =>
  o.currency === undefined ||
  o.currency === MARKETPLACES[o.marketplace as keyof typeof MARKETPLACES].currency;

export const ObservationInput = z
  .object({
    marketplace: z.enum(MARKETPLACE_CODES),
    asin,
    observedAt: z.iso.datetime({ offset: true }).openapi({ description: 'When the page showed it.' }),
    pageKind: z.enum(['search', 'product', 'bestsellers']),
    title: text(1000).optional(),
    brand: text(200).optional(),
    currency: z
      .enum(CURRENCIES)
      .optional()
      .openapi({ description: "The marketplace's currency; prices in another one are not accepted." }),
    priceCents: minorUnits.optional(),
    listPriceCents: minorUnits.optional(),
    rating: z.number().min(0).max(5).optional(),
    reviewCount: int(0, 100_000_000).optional(),
    boughtPastMonth: int(0, 10_000_000)
      .optional()
      .openapi({ description: 'Lower bound of "N+ bought in past month".' }),
    bestSellersRank: int(1, 100_000_000).optional(),
    category: text(200).optional().openapi({ description: 'The department of `bestSellersRank`.' }),
    keyword: text(200).optional().openapi({ description: 'Search pages: the words searched.' }),
    searchPage: int(1, 400).optional(),
    sponsored: z.boolean().optional(),
    organicPosition: int(1, 100_000).optional(),
    sponsoredPosition: int(1, 1000).optional(),
  })
  .refine(sameCurrency, { path: ['currency'], message: 'currency_mismatch' })
  .openapi('Observation');

export const ObservationsBody = z
  .object({ observations: z.array(ObservationInput).min(1).max(MAX_OBSERVATIONS) })
  .openapi('ObservationBatch');

export type ObservationInput = z.infer<typeof ObservationInput>;

export const ObservationsReport = z
  .object({
    received: z.int(),
    recorded: z.int().openapi({ description: 'New snapshots.' }),
    merged: z.int().openapi({ description: 'Merged into an observation of the last 10 minutes.' }),
    newProducts: z.int(),
    keywordRanks: z.int().openapi({ description: 'Search positions stored for tracked products.' }),
    skipped: z.array(
      z.object({
        index: z.int(),
        reason: z.enum(['unknown_product', 'too_old', 'in_future', 'nothing_observed']),
      }),
    ),
    shared: z
      .boolean()
      .openapi({ description: "Whether observations reach other users' views (OBSERVATIONS_SHARED)." }),
  })
  .openapi('ObservationReport');

export const EstimateInput = z
  .object({
    asin,
    currency: z.enum(CURRENCIES).optional(),
    priceCents: minorUnits.optional(),
    boughtPastMonth: int(0, 10_000_000).optional(),
    bestSellersRank: int(1, 100_000_000).optional(),
    category: text(200).optional(),
    rating: z.number().min(0).max(5).optional(),
    reviewCount: int(0, 100_000_000).optional(),
    dimensions: z
      .object({
        of: z.enum(['package', 'product']),
        sidesIn: z.tuple([
          z.number().positive().max(500),
          z.number().positive().max(500),
          z.number().positive().max(500),
        ]),
        weightOz: z.number().positive().max(5000).optional(),
      })
      .optional(),
  })
  .openapi('EstimateInput');

export const EstimatesBody = z
  .object({
    marketplace: z.enum(MARKETPLACE_CODES),
    items: z.array(EstimateInput).min(1).max(MAX_ESTIMATES),
    history: z
      .boolean()
      .default(false)
      .openapi({ description: 'With one item: its price and rank history as you can see it (180 days).' }),
  })
  .refine((b) => b.items.every((i) => sameCurrency({ marketplace: b.marketplace, currency: i.currency })), {
    path: ['items'],
    message: 'currency_mismatch',
  })
  .openapi('EstimateRequest');

export type EstimatesBody = z.infer<typeof EstimatesBody>;
