import * as z from 'zod/mini';
import { ASIN_PATTERN } from '#domain/asin.ts';
import { CURRENCIES, MARKETPLACE_CODES, MARKETPLACES } from '#domain/marketplaces.ts';
import { minorAmount } from './common.ts';
import { defineApi } from './define.ts';
import { competitionLevel, opportunityEstimate, revenueEstimate, unitsEstimate } from './estimates.ts';
import { productEconomics } from './fees.ts';

/**
 * What the browser extension sends and receives on /api/v1 (docs/extension.md): observations of
 * Amazon pages, and estimates for the products a page shows.
 */

/** Most observations in one POST /api/v1/observations (a page shows at most about 60 results). */
export const MAX_OBSERVATIONS = 200;
/** Most products in one POST /api/v1/estimates. */
export const MAX_ESTIMATES = 100;
/** How old a queued observation may be when it arrives (the extension may have been offline). */
export const MAX_OBSERVATION_AGE_MS = 7 * 24 * 3600_000;

const asin = z.string().check(z.regex(ASIN_PATTERN), z.meta({ example: 'B073WRF565' }));
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const amount = minorAmount.check(
  z.minimum(1),
  z.maximum(100_000_000),
  z.describe('Minor units of `currency` (cents).'),
);
const rating = z.number().check(z.minimum(0), z.maximum(5));
const side = z.number().check(z.positive(), z.maximum(500));

const centimetres = z.number().check(z.positive(), z.maximum(500));

/**
 * A size a product page's details give (the extension reads "Product Dimensions",
 * "Produktabmessungen", "梱包サイズ"…): the item's own or its package's, in centimetres and grams,
 * with the row's label as the page printed it.
 */
export const pageSize = z
  .object({
    kind: z.enum(['item', 'package']).check(z.describe("The item's own size, or its package's.")),
    lengthCm: centimetres,
    widthCm: centimetres,
    heightCm: centimetres,
    weightG: z.optional(z.number().check(z.positive(), z.maximum(500_000))),
    label: text(100).check(z.describe('The details row it was read from ("Product Dimensions").')),
  })
  .check(z.meta({ id: 'PageSize' }));
export type PageSizeInput = z.output<typeof pageSize>;

const sameCurrency = (o: { marketplace: string; currency?: string }) =>
  o.currency === undefined ||
  o.currency === MARKETPLACES[o.marketplace as keyof typeof MARKETPLACES].currency;

export const observationInput = z
  .object({
    marketplace: z.enum(MARKETPLACE_CODES),
    asin,
    observedAt: z.iso.datetime({ offset: true }).check(z.describe('When the page showed it.')),
    pageKind: z.enum(['search', 'product', 'bestsellers']),
    title: z.optional(text(1000)),
    brand: z.optional(text(200)),
    currency: z.optional(
      z
        .enum(CURRENCIES)
        .check(z.describe("The marketplace's currency; prices in another one are not accepted.")),
    ),
    priceCents: z.optional(amount),
    listPriceCents: z.optional(amount),
    rating: z.optional(rating),
    reviewCount: z.optional(int(0, 100_000_000)),
    boughtPastMonth: z.optional(
      int(0, 10_000_000).check(z.describe('Lower bound of "N+ bought in past month".')),
    ),
    bestSellersRank: z.optional(int(1, 100_000_000)),
    category: z.optional(text(200).check(z.describe('The department of `bestSellersRank`.'))),
    sizes: z.optional(
      z.array(pageSize).check(
        z.maxLength(2),
        z.refine((s) => new Set(s.map((x) => x.kind)).size === s.length, 'one_size_per_kind'),
        z.describe("Product pages: the item's size and its package's, as the details give them."),
      ),
    ),
    keyword: z.optional(text(200).check(z.describe('Search pages: the words searched.'))),
    searchPage: z.optional(int(1, 400)),
    sponsored: z.optional(z.boolean()),
    organicPosition: z.optional(int(1, 100_000)),
    sponsoredPosition: z.optional(int(1, 1000)),
  })
  .check(
    z.refine(sameCurrency, { path: ['currency'], message: 'currency_mismatch' }),
    z.meta({ id: 'Observation' }),
  );
export type ObservationInput = z.output<typeof observationInput>;

/**
 * What the product's Amazon page showed, sent with a request about that product (Track, Price
 * alert from the extension): Scout records it first, so a product it did not know exists at once.
 */
export const pageReading = z.optional(observationInput);

/** A page reading must be of the product the request is about (`observation_mismatch`). */
export const readingOfThisProduct = <
  T extends { asin: string; marketplace: string; observation?: ObservationInput },
>() =>
  z.refine<T>(
    (b) =>
      !b.observation ||
      (b.observation.asin === b.asin.trim().toUpperCase() && b.observation.marketplace === b.marketplace),
    { path: ['observation'], message: 'observation_mismatch' },
  );

export const observationsBody = z
  .object({ observations: z.array(observationInput).check(z.minLength(1), z.maxLength(MAX_OBSERVATIONS)) })
  .check(z.meta({ id: 'ObservationBatch' }));

export const observationsReport = z
  .object({
    received: z.int(),
    recorded: z.int().check(z.describe('New snapshots.')),
    merged: z.int().check(z.describe('Merged into an observation of the last 10 minutes.')),
    newProducts: z.int(),
    keywordRanks: z.int().check(z.describe('Search positions stored for tracked products.')),
    sizes: z.int().check(z.describe("Item and package sizes stored (product pages' details).")),
    held: z
      .int()
      .check(
        z.describe(
          'Kept from other users (still the observer’s own) until they agree with another source or other users.',
        ),
      ),
    skipped: z.array(
      z.object({
        index: z.int(),
        reason: z.enum([
          'unknown_product',
          'too_old',
          'in_future',
          'nothing_observed',
          'daily_limit',
          'new_product_limit',
        ]),
      }),
    ),
    shared: z
      .boolean()
      .check(
        z.describe(
          "Whether observations may reach other users' views (OBSERVATIONS_SHARED), once they agree with another source or other users.",
        ),
      ),
  })
  .check(z.meta({ id: 'ObservationReport' }));
export type ObservationsReport = z.output<typeof observationsReport>;

export const estimateInput = z
  .object({
    asin,
    currency: z.optional(z.enum(CURRENCIES)),
    priceCents: z.optional(amount),
    shownPrice: z.optional(
      z
        .object({ currency: z.enum(CURRENCIES), amountMinor: amount })
        .check(
          z.describe(
            "The price as the page showed it in another currency (Amazon's currency converter): used, converted at Scout's exchange rates and labelled so, when the page gives none in the marketplace's currency.",
          ),
        ),
    ),
    offerPrice: z.optional(
      z
        .object({ currency: z.enum(CURRENCIES), amountMinor: amount })
        .check(
          z.describe(
            'Where the page shows no featured offer, the lowest price of other sellers\' offers it shows ("No featured offers available · $28.15", "1 offer from $59.99"): the fees\' basis when neither the page nor the catalog gives a price, labelled `page_offer` (`page_offer_converted` from another currency); never stored as the product\'s price.',
          ),
        ),
    ),
    boughtPastMonth: z.optional(int(0, 10_000_000)),
    bestSellersRank: z.optional(int(1, 100_000_000)),
    category: z.optional(text(200)),
    rating: z.optional(rating),
    reviewCount: z.optional(int(0, 100_000_000)),
    dimensions: z.optional(
      z.object({
        of: z.enum(['package', 'product']),
        sidesIn: z.tuple([side, side, side]),
        weightOz: z.optional(z.number().check(z.positive(), z.maximum(5000))),
      }),
    ),
  })
  .check(z.meta({ id: 'EstimateInput' }));

export const estimatesBody = z
  .object({
    marketplace: z.enum(MARKETPLACE_CODES),
    items: z.array(estimateInput).check(z.minLength(1), z.maxLength(MAX_ESTIMATES)),
    history: z._default(
      z
        .boolean()
        .check(z.describe('With one item: its price and rank history as you can see it (180 days).')),
      false,
    ),
  })
  .check(
    z.refine(
      (b) => b.items.every((i) => sameCurrency({ marketplace: b.marketplace, currency: i.currency })),
      {
        path: ['items'],
        message: 'currency_mismatch',
      },
    ),
    z.meta({ id: 'EstimateRequest' }),
  );
export type EstimatesBody = z.output<typeof estimatesBody>;

/** A figure with where it comes from: the page the user is looking at, or a catalog source and date. */
const sourced = <S extends z.ZodMiniType>(value: S) =>
  z.nullable(
    z.object({
      value,
      source: z.string().check(z.describe('`page` (sent with the request) or the catalog source.')),
      observedAt: z.string().check(z.meta({ format: 'date-time' })),
    }),
  );

export const productEstimate = z
  .object({
    asin: z.string(),
    /** null: the catalog does not know the ASIN (the figures come from the page alone). */
    productId: z.nullable(z.int()),
    trackedId: z.nullable(z.string()).check(z.describe('Your tracked-product id, when you track it.')),
    inputs: z.object({
      price: z.nullable(
        z.object({
          value: minorAmount,
          source: z
            .string()
            .check(
              z.describe(
                "`page`, `page_converted` (the page showed another currency: `converted` says which and at which rates), the catalog source, or `page_offer` / `page_offer_converted` (no price known: other sellers' lowest offer shown on the page).",
              ),
            ),
          observedAt: z.string().check(z.meta({ format: 'date-time' })),
          converted: z.optional(
            z.object({
              currency: z.enum(CURRENCIES),
              amountMinor: minorAmount,
              ratesDate: z.string(),
              ratesSource: z.string(),
            }),
          ),
        }),
      ),
      boughtPastMonth: sourced(z.int()),
      bestSellersRank: sourced(z.int()),
      category: sourced(z.string()),
      rating: sourced(z.number()),
      reviewCount: sourced(z.int()),
    }),
    units: unitsEstimate,
    revenue: revenueEstimate,
    economics: z
      .nullable(productEconomics)
      .check(
        z.describe(
          "Amazon's fees on this sale (fulfilment from the page's, the catalog's or the category's size; referral; VAT removed for a registered seller) and what they leave; margin with your cost or cost assumption.",
        ),
      ),
    competition: z.nullable(z.object({ score: z.int(), level: competitionLevel })),
    opportunity: opportunityEstimate,
    history: z.optional(
      z.object({
        currency: z.string(),
        points: z.array(
          z.object({
            observedAt: z.string().check(z.meta({ format: 'date-time' })),
            source: z.string(),
            priceCents: z.nullable(minorAmount),
            bestSellersRank: z.nullable(z.int()),
          }),
        ),
      }),
    ),
  })
  .check(z.meta({ id: 'ProductEstimate' }));
export type ProductEstimate = z.output<typeof productEstimate>;

const extension = ['Browser extension'];

/** /api/v1 endpoints of the browser extension (an API key; the rate limit only, no quota). */
export const observationsApi = defineApi('/v1', {
  record: {
    method: 'POST',
    path: '/observations',
    body: observationsBody,
    response: observationsReport,
    docs: {
      tags: extension,
      summary: 'Record what Amazon pages showed',
      description:
        'A batch of products as Amazon pages showed them to you (the Scout browser extension sends these). Each ' +
        'becomes a snapshot with source `browser`; unless the operator shares observations (`OBSERVATIONS_SHARED`), only you ' +
        'see them, in your tracking history and estimates. Search positions of products you track become their keyword ' +
        'rank history. Two observations of one product within 10 minutes are merged. Counts against the key’s rate limit only.',
      responseDescription: 'What was stored.',
    },
  },
  estimate: {
    method: 'POST',
    path: '/estimates',
    body: estimatesBody,
    response: z.object({ items: z.array(productEstimate) }).check(z.meta({ id: 'Estimates' })),
    docs: {
      tags: extension,
      summary: 'Estimates for products seen on a page',
      description:
        'Scout’s monthly sales, revenue, Amazon fees, margin, competition and score for up to 100 products, from what the ' +
        'page shows (sent with each item) completed by the catalog; every input says where it comes from and when. ' +
        'With `history` and one item, its price and rank history as you can see it. Counts against the key’s rate limit only.',
      responseDescription: 'One estimate per item, in order.',
    },
  },
});
