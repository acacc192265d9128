import * as z from 'zod/mini';
import { CATALOG_SOURCES } from '#domain/catalog/catalog-source.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { currency, dateTime, historyWindow, idParams, minorAmount, queryNumber } from './common.ts';
import { defineApi } from './define.ts';
import {
  competitionLevel,
  nicheCompetition,
  opportunityEstimate,
  revenueEstimate,
  sourcingFlag,
  trendEstimate,
  unitsEstimate,
} from './estimates.ts';
import { productEconomics } from './fees.ts';
import { countedKeywordAnalysis, keywordAnalysisBody } from './keywords.ts';
import { marketRequestView } from './market-data.ts';

const marketplace = z.enum(MARKETPLACE_CODES);
const major = queryNumber().check(z.minimum(0), z.maximum(1_000_000));
const positiveId = queryNumber().check(z.int(), z.positive());

/** Product research filters (prices in major units of the marketplace currency). */
export const productSearchFilters = z
  .object({
    marketplace: z._default(marketplace, 'US'),
    keyword: z._default(z.optional(z.string().check(z.trim(), z.maxLength(200))), ''),
    /** A department id from /research/catalog; absent = all. */
    departmentId: z.optional(positiveId),
    minSales: z.optional(queryNumber().check(z.int(), z.minimum(0), z.maximum(10_000_000))),
    maxCompetition: z.optional(competitionLevel),
    minPrice: z.optional(major),
    maxPrice: z.optional(major),
  })
  .check(
    z.refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
      path: ['maxPrice'],
      message: 'below_min_price',
    }),
  );
export type ProductSearchFilters = z.output<typeof productSearchFilters>;
/** Filters as the form sends them (the server fills the defaults). */
export type ProductFiltersInput = z.input<typeof productSearchFilters>;

export const PRODUCT_SORTS = [
  'score',
  'sales',
  'revenue',
  'price',
  'rating',
  'reviews',
  'relevance',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const sortOrder = {
  sort: z._default(z.enum(PRODUCT_SORTS), 'score'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
};
export const productPage = z.object({
  ...sortOrder,
  page: z._default(queryNumber().check(z.int(), z.minimum(1), z.maximum(400)), 1),
  pageSize: z._default(queryNumber().check(z.int(), z.minimum(1), z.maximum(50)), 24),
});
export type ProductPage = z.output<typeof productPage>;

export const historyType = z.enum(['all', 'products', 'keywords']);
export type HistoryType = z.output<typeof historyType>;
const historyQuery = z.object({ type: z._default(historyType, 'all') });

/** A product as the research pages and the API show it: catalog facts plus explained estimates. */
export const productResult = z
  .object({
    id: z.int(),
    marketplace,
    asin: z.string(),
    title: z.string(),
    brand: z.nullable(z.string()),
    imageUrl: z.nullable(z.string()),
    productUrl: z.nullable(z.string()),
    category: z.nullable(z.string()),
    categoryPath: z.nullable(z.string()),
    department: z.nullable(z.string()),
    currency,
    priceCents: z.nullable(minorAmount).check(z.describe('Price in minor units of `currency`.')),
    listPriceCents: z.nullable(minorAmount),
    rating: z.nullable(z.number()),
    reviewCount: z.nullable(z.int()),
    isBestSeller: z.boolean(),
    bestSellersRank: z.nullable(z.int()),
    source: z.enum(CATALOG_SOURCES).check(z.describe('Where the catalog row comes from.')),
    observedAt: dateTime,
    units: unitsEstimate,
    revenue: revenueEstimate,
    economics: z
      .nullable(productEconomics)
      .check(
        z.describe("Amazon's fees and what they leave, for your fee settings; margin only with a cost."),
      ),
    competition: z.nullable(nicheCompetition),
    opportunity: opportunityEstimate,
    trend: z.nullable(trendEstimate),
    /** The niche's leading brand by share of its known revenue (sourcing rule "dominant brand"). */
    nicheTopBrand: z.nullable(z.object({ brand: z.string(), share: z.number() })),
    isFavourite: z.boolean(),
    /**
     * The seller's sourcing rules that flag it (dangerous goods, gated, media, dominant brand, too
     * new), each with its reason and whether the rule is on; in product searches and the product view.
     */
    sourcingFlags: z.optional(z.array(sourcingFlag)),
  })
  .check(z.meta({ id: 'Product' }));
export type ProductResult = z.output<typeof productResult>;

export const productSearchResult = z.object({
  /** Matching products, counted up to 10,000 (then `totalIsCapped`). */
  total: z.int(),
  totalIsCapped: z.boolean(),
  page: z.int(),
  pageSize: z.int(),
  results: z.array(productResult),
});
export type ProductSearchResult = z.output<typeof productSearchResult>;

/** A search with its history row: later pages and sorts are read with `searchId`, not counted again. */
export const countedProductSearch = z.object({
  ...productSearchResult.shape,
  searchId: z.int().check(z.describe('The history entry of this search.')),
  filters: productSearchFilters,
  /** The live crawl of the keyword, when one was queued (docs/market-data.md "Live research"). */
  crawl: z.optional(z.nullable(marketRequestView)),
});
export type CountedProductSearch = z.output<typeof countedProductSearch>;

export const productDetail = z.object({
  product: productResult,
  /**
   * Observations of the window asked for (`days`, 0: all), oldest first: the whole series thinned
   * by min/max per bucket; `units` is the estimator's monthly units at that time (the rank's
   * calibrated curve, else the badge as a lower bound). The chart shows them when there are two
   * or more.
   */
  history: z.array(
    z.object({
      observedAt: dateTime,
      priceCents: z.nullable(minorAmount),
      bestSellersRank: z.nullable(z.int()),
      rating: z.nullable(z.number()),
      reviewCount: z.nullable(z.int()),
      boughtLastMonth: z.nullable(z.int()),
      inStock: z.nullable(z.boolean()),
      units: z.nullable(z.number()),
      source: z.enum(CATALOG_SOURCES),
    }),
  ),
  historyWindow,
  /** Observations in the window before thinning. */
  historyObservations: z.int(),
});
export type ProductDetail = z.output<typeof productDetail>;

/** One line of the history panel (and of its CSV / JSON export). */
export const historyEntry = z.object({
  id: z.int(),
  type: z.enum(['product', 'keyword']),
  createdAt: dateTime,
  marketplace,
  /** Product searches: the keyword searched (null = all products); keyword rows: the keyword or ASIN. */
  query: z.nullable(z.string()),
  kind: z.enum(['products', 'keyword', 'asin']),
  category: z.nullable(z.string()),
  resultCount: z.int(),
  /** Product searches: the best-scored result. */
  productName: z.nullable(z.string()),
  asin: z.nullable(z.string()),
  priceCents: z.nullable(minorAmount),
  currency: z.nullable(currency),
  /** Product rows: estimated monthly units of the best result; keyword rows: estimated demand. */
  sales: z.nullable(z.number()),
  /** The sales figure is a lower bound (badge figures): shown "N+". */
  salesIsLowerBound: z.boolean(),
  /** Product rows: its opportunity score; keyword rows: the difficulty score. */
  score: z.nullable(z.number()),
  competitionLevel: z.nullable(competitionLevel),
});
export type HistoryEntry = z.output<typeof historyEntry>;
const historyEntries = z.object({ entries: z.array(historyEntry) });

const productFavourite = z.object({ productId: z.int(), isFavourite: z.boolean() });

/**
 * Product research, starred products and search history (signed-in users); keyword research answers
 * under the same base: keywordsApi in keywords.ts.
 */
export const researchApi = defineApi('/research', {
  /** A new search: counted against the monthly quota, written to the history. */
  searchProducts: {
    method: 'POST',
    path: '/products/search',
    body: z.object({ filters: productSearchFilters, page: z.optional(productPage) }),
    response: countedProductSearch,
  },
  /** Another page or sort of a search already made (not counted). */
  searchPage: {
    method: 'GET',
    path: '/products/searches/:id',
    params: idParams,
    query: productPage,
    response: countedProductSearch,
  },
  /** Up to 1,000 results of a search for its CSV export (paid plans). */
  searchExport: {
    method: 'GET',
    path: '/products/searches/:id/export',
    params: idParams,
    query: z.object(sortOrder),
    response: productSearchResult,
  },
  product: {
    method: 'GET',
    path: '/products/:marketplace/:asin',
    params: z.object({ marketplace, asin: z.string().check(z.maxLength(20)) }),
    /** Days of history (0, the default: all of it). */
    query: z.object({ days: z._default(queryNumber().check(z.int(), z.minimum(0), z.maximum(36_500)), 0) }),
    response: productDetail,
  },
  history: { method: 'GET', path: '/history', query: historyQuery, response: historyEntries },
  /** The rows of an export (paid plans). */
  historyExport: { method: 'GET', path: '/history/export', query: historyQuery, response: historyEntries },
  deleteHistory: { method: 'DELETE', path: '/history', response: z.object({ deleted: z.int() }) },
  favourites: {
    method: 'GET',
    path: '/favourites',
    response: z.object({ products: z.array(productResult) }),
  },
  addFavourite: {
    method: 'POST',
    path: '/favourites',
    body: z.object({ productId: positiveId }),
    response: productFavourite,
  },
  removeFavourite: {
    method: 'DELETE',
    path: '/favourites/:id',
    params: idParams,
    response: productFavourite,
  },
});

/** /api/v1 research: the Product and Keyword research pages' searches (counted against the quotas). */
export const researchV1Api = defineApi('/v1', {
  searchProducts: {
    method: 'GET',
    path: '/products/search',
    /** The filters (prices in major units, e.g. dollars) and the page, as query parameters. */
    query: z.object({ ...productSearchFilters.shape, ...productPage.shape }),
    response: countedProductSearch.check(z.meta({ id: 'ProductSearch' })),
    docs: {
      tags: ['Research'],
      summary: 'Search products',
      description:
        'Searches the catalog with the same filters as the Product research page. Counts one product search against your monthly quota (`quota_exceeded` when it is used up).',
      responseDescription: 'One page of matching products.',
      errors: { 404: 'Unknown department (`category_not_found`).' },
    },
  },
  analyseKeyword: {
    method: 'POST',
    path: '/keywords/analysis',
    body: keywordAnalysisBody,
    response: countedKeywordAnalysis.check(z.meta({ id: 'KeywordAnalysis' })),
    docs: {
      tags: ['Research'],
      summary: 'Analyse a keyword or a competitor ASIN',
      description:
        'Give `keyword` or `asin` (reverse ASIN), not both. Counts one keyword search against your monthly quota.',
      responseDescription: 'Keywords with relevance, demand and difficulty.',
      errors: { 404: 'The ASIN is not in the catalog.' },
    },
  },
});
