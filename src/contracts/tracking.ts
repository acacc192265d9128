import * as z from 'zod/mini';
import { CATALOG_SOURCES } from '#domain/catalog/catalog-source.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { currency, dateTime, historyWindow, minorAmount, queryNumber, uuidParams } from './common.ts';
import { defineApi, noContent } from './define.ts';
import { unitsEstimate } from './estimates.ts';
import { pageReading, readingOfThisProduct } from './observations.ts';

const marketplace = z.enum(MARKETPLACE_CODES);
const source = z.enum(CATALOG_SOURCES);

/** How the last refresh of a tracked product went. */
export const REFRESH_STATUSES = [
  'observed',
  'no_live_source',
  'rate_limited',
  'not_found',
  'failed',
] as const;
export type RefreshStatus = (typeof REFRESH_STATUSES)[number];
const refreshStatus = z.enum(REFRESH_STATUSES);

/** A tracked product as the panel shows it: last known values, their date and source, and changes. */
export const trackedProduct = z
  .object({
    id: z.string(),
    productId: z.int(),
    asin: z.string(),
    marketplace,
    title: z.string(),
    brand: z.nullable(z.string()),
    imageUrl: z.nullable(z.string()),
    productUrl: z.nullable(z.string()),
    currency,
    priceCents: z.nullable(minorAmount),
    /** Against the previous observation that had a price (null: only one observation). */
    priceChangeCents: z.nullable(minorAmount),
    bestSellersRank: z.nullable(z.int()),
    /** Positive = the rank number went up (worse). */
    rankChange: z.nullable(z.int()),
    inStock: z.nullable(z.boolean()),
    stockQuantity: z.nullable(z.int()),
    rating: z.nullable(z.number()),
    reviewCount: z.nullable(z.int()),
    /** Estimated monthly sales, with the curve's fit date and measured error (or a labelled range). */
    units: unitsEstimate,
    /** When the newest values were observed, and by which source. */
    observedAt: dateTime,
    source,
    lastRefreshAt: z.nullable(dateTime),
    lastRefreshStatus: z.nullable(refreshStatus),
    createdAt: dateTime,
  })
  .check(z.meta({ id: 'TrackedProduct' }));
export type TrackedProduct = z.output<typeof trackedProduct>;

export const trackedProducts = z
  .object({
    items: z.array(trackedProduct),
    usage: z.object({ used: z.int(), limit: z.int().check(z.describe('-1 means unlimited.')) }),
  })
  .check(z.meta({ id: 'TrackedProducts' }));
export type TrackedProducts = z.output<typeof trackedProducts>;

export const addTrackedBody = z.object({
  /** Checked by parseAsinInput (asin_required / invalid_asin). */
  asin: z.string().check(z.maxLength(40)),
  marketplace: z._default(marketplace, 'US'),
});
export type AddTrackedBody = z.input<typeof addTrackedBody>;

/** POST /api/v1/tracked-products: optionally with the product page's reading (the browser extension). */
export const addTrackedV1Body = z
  .object({ ...addTrackedBody.shape, observation: pageReading })
  .check(readingOfThisProduct());

/** What "refresh all" did: how many products were observed, are waiting for the rate budget… */
export const refreshAllResult = z.object({
  total: z.int(),
  observed: z.int(),
  pending: z.int(),
  noLiveSource: z.int(),
  notFound: z.int(),
  failed: z.int(),
});
export type RefreshAllResult = z.output<typeof refreshAllResult>;

const historyQuery = z.object({
  /** Days of history (default 365); 0 = everything. */
  days: z._default(queryNumber().check(z.int(), z.minimum(0), z.maximum(3650)), 365),
});

export const historyPoint = z.object({
  observedAt: dateTime,
  source,
  priceCents: z.nullable(minorAmount),
  bestSellersRank: z.nullable(z.int()),
});
export type HistoryPoint = z.output<typeof historyPoint>;

/** A tracked product's search positions for one keyword, as the browser extension saw them. */
export const keywordRankSeries = z.object({
  keyword: z.string(),
  points: z.array(
    z.object({
      observedAt: dateTime,
      page: z.int(),
      organicPosition: z.nullable(z.int()),
      sponsoredPosition: z.nullable(z.int()),
    }),
  ),
});
export type KeywordRankSeries = z.output<typeof keywordRankSeries>;

/** Competitor tracking (starter+): the tracked products, their refresh, price and keyword history. */
export const trackingApi = defineApi('/tracking', {
  list: { method: 'GET', path: '/products', response: trackedProducts },
  add: {
    method: 'POST',
    path: '/products',
    body: addTrackedBody,
    response: z.object({ item: trackedProduct }),
    status: 201,
  },
  /** Asks the live sources for every tracked product (within the rate budget). */
  refreshAll: { method: 'POST', path: '/products/refresh', response: refreshAllResult },
  refresh: {
    method: 'POST',
    path: '/products/:id/refresh',
    params: uuidParams,
    response: z.object({ status: refreshStatus, item: trackedProduct }),
  },
  /**
   * Price and rank observations of the window, oldest first: its whole series thinned by min/max
   * per bucket (a few hundred points); a window of stale data ends at its newest observation.
   */
  history: {
    method: 'GET',
    path: '/products/:id/history',
    params: uuidParams,
    query: historyQuery,
    response: z.object({
      currency,
      window: historyWindow,
      /** Observations in the window before thinning. */
      observations: z.int(),
      points: z.array(historyPoint),
    }),
  },
  keywordRanks: {
    method: 'GET',
    path: '/products/:id/keyword-ranks',
    params: uuidParams,
    query: historyQuery,
    response: z.object({ keywords: z.array(keywordRankSeries) }),
  },
  remove: { method: 'DELETE', path: '/products/:id', params: uuidParams, response: noContent },
});

/** /api/v1 competitor tracking (the competitorTracking feature). */
export const trackingV1Api = defineApi('/v1', {
  add: {
    method: 'POST',
    path: '/tracked-products',
    body: addTrackedV1Body,
    response: z.object({ item: trackedProduct }),
    status: 201,
    docs: {
      tags: ['Competitor tracking'],
      summary: 'Track a product',
      description:
        'Starts tracking an ASIN (the catalog, or Amazon when your account is connected, must know it). Counts against ' +
        'your plan’s tracked-products limit. With `observation` (what its Amazon page shows, as in POST /observations), ' +
        'Scout records that first: an ASIN it did not know is added and tracked at once.',
      responseDescription: 'The tracked product.',
      errors: {
        404: 'Nobody knows this ASIN (`asin_not_found`).',
        409: 'Already tracked (`already_tracked`).',
      },
    },
  },
  list: {
    method: 'GET',
    path: '/tracked-products',
    response: trackedProducts,
    docs: {
      tags: ['Competitor tracking'],
      summary: 'Tracked competitor products',
      description:
        'The products you track, newest first, with their last known price, rank and stock, the changes since ' +
        'the previous observation, and when and by which source they were observed.',
      responseDescription: 'Your tracked products.',
    },
  },
});
