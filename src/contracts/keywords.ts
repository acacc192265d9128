import * as z from 'zod/mini';
import { CATALOG_SOURCES } from '#domain/catalog/catalog-source.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { currency, dateTime, idParams, minorAmount } from './common.ts';
import { defineApi } from './define.ts';
import { competitionLevel, trendEstimate } from './estimates.ts';
import { marketRequestView } from './market-data.ts';

const marketplace = z.enum(MARKETPLACE_CODES);

export const keywordAnalysisBody = z
  .object({
    marketplace: z._default(marketplace, 'US'),
    keyword: z.optional(z.string().check(z.trim(), z.maxLength(120))),
    asin: z.optional(z.string().check(z.trim(), z.maxLength(20))),
    /** Reverse ASIN: keep brand names and model numbers among the keywords (left out by default). */
    withBrands: z.optional(z.boolean()),
  })
  .check(z.refine((b) => !!b.keyword !== !!b.asin, { path: ['keyword'], message: 'keyword_or_asin' }));
export type KeywordAnalysisBody = z.output<typeof keywordAnalysisBody>;
/** The analysis asked for as the form sends it (the server fills the default marketplace). */
export type KeywordAnalysisInput = z.input<typeof keywordAnalysisBody>;

const keywordFavouriteKey = z.object({
  marketplace: z._default(marketplace, 'US'),
  keyword: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
});
export type KeywordFavouriteKey = z.output<typeof keywordFavouriteKey>;

/** A Brand Analytics period: YYYY-MM-DD, inclusive. */
const reportPeriod = z.object({ start: z.string(), end: z.string() });

export const keywordBrandAnalytics = z.object({
  /** Search Terms report: rank among all searches of the marketplace (1 = most searched). */
  searchTerms: z.nullable(
    z.object({
      period: reportPeriod,
      department: z.string(),
      searchFrequencyRank: z.int(),
      /** The top three clicked ASINs, shares as fractions 0–1. */
      topClicked: z.array(
        z.object({ asin: z.string(), clickShare: z.number(), conversionShare: z.number() }),
      ),
    }),
  ),
  /** Search Query Performance report: the query's searches in the period, the seller's ASINs' shares. */
  queryPerformance: z.nullable(
    z.object({
      period: reportPeriod,
      searchQueryVolume: z.int(),
      asins: z.array(
        z.object({
          asin: z.string(),
          impressionShare: z.number(),
          clickShare: z.number(),
          purchaseShare: z.number(),
        }),
      ),
    }),
  ),
});
export type KeywordBrandAnalytics = z.output<typeof keywordBrandAnalytics>;

/** Whether Brand Analytics back the keyword rows, or why not (the page then says demand is relative). */
export const brandAnalyticsState = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('available'),
    searchTerms: z.nullable(reportPeriod),
    queryPerformance: z.nullable(reportPeriod),
  }),
  z.object({ state: z.enum(['not_connected', 'no_role', 'pending', 'failed']) }),
]);
export type BrandAnalyticsState = z.output<typeof brandAnalyticsState>;

export const keywordRow = z
  .object({
    keyword: z.string(),
    relevance: z.number().check(z.describe('0–100: how closely it fits the seed keyword or product.')),
    estimatedDemand: z
      .number()
      .check(
        z.describe(
          'Relative demand: summed estimated monthly sales of matching listings (not a search volume).',
        ),
      ),
    demandIsLowerBound: z.boolean(),
    /** What the demand rests on: listings with a sales figure; none showing Amazon's badge (each under 50 a month). */
    demandBasis: z.optional(z.object({ listings: z.int(), withFigure: z.int(), belowBadge: z.boolean() })),
    matchCount: z.int(),
    difficulty: z.nullable(z.object({ score: z.number(), level: competitionLevel })),
    trend: z.nullable(trendEstimate),
    cpcCents: z.null().check(z.describe('No data source provides cost per click: always null.')),
    /** Where most matching listings' figures come from and the newest observation among them. */
    origin: z.optional(z.nullable(z.object({ source: z.enum(CATALOG_SOURCES), at: dateTime }))),
    /** Where a related keyword was found: its best sellers' titles, Brand Analytics, captured searches. */
    from: z.optional(z.enum(['titles', 'niche', 'brandAnalytics', 'captured'])),
    /** The user's Amazon Brand Analytics of this keyword, where their reports hold it. */
    brandAnalytics: z.optional(z.nullable(keywordBrandAnalytics)),
    pending: z.optional(
      z
        .literal(true)
        .check(
          z.describe(
            'Not computed yet (a related keyword never analysed before): its figures are zero; reading the analysis again fills it.',
          ),
        ),
    ),
  })
  .check(z.meta({ id: 'KeywordRow' }));
export type KeywordRow = z.output<typeof keywordRow>;

export const keywordAnalysis = z.object({
  kind: z.enum(['keyword', 'asin']),
  marketplace,
  /** The seed: the keyword typed, or the product analysed. */
  seed: z.nullable(keywordRow),
  product: z.nullable(
    z.object({
      asin: z.string(),
      title: z.string(),
      category: z.nullable(z.string()),
      department: z.nullable(z.string()),
    }),
  ),
  /** The seed's best-selling listings (keyword analysis). */
  seedListings: z.optional(
    z.array(
      z.object({
        asin: z.string(),
        title: z.string(),
        priceCents: z.nullable(minorAmount),
        currency,
        units: z.nullable(z.int()),
        unitsMethod: z.nullable(z.string()),
        source: z.enum(CATALOG_SOURCES),
        observedAt: dateTime,
      }),
    ),
  ),
  /** The seed matches so few listings that the catalog cannot say more around it. */
  fewListings: z.optional(z.boolean()),
  /** Competitor listings the keywords were drawn from (reverse ASIN). */
  competitorCount: z.int(),
  /** Reverse ASIN: whether brand names and model numbers were asked for. */
  withBrands: z.optional(z.boolean()),
  keywords: z.array(keywordRow),
  /** Whether the user's Brand Analytics back the rows, or why not. */
  brandAnalytics: z.optional(brandAnalyticsState),
});
export type KeywordAnalysis = z.output<typeof keywordAnalysis>;
export const countedKeywordAnalysis = z.object({
  ...keywordAnalysis.shape,
  searchId: z.int(),
  crawl: z.optional(z.nullable(marketRequestView)),
});
export type CountedKeywordAnalysis = z.output<typeof countedKeywordAnalysis>;

export const keywordFavourite = z.object({ marketplace, keyword: z.string(), createdAt: dateTime });
export type KeywordFavourite = z.output<typeof keywordFavourite>;
const keywordFavouriteAnswer = z.object({ marketplace, keyword: z.string() });

/** Keyword research and monitored keywords (signed-in users), under the research pages' base. */
export const keywordsApi = defineApi('/research', {
  /** A keyword or competitor-ASIN analysis: counted against the monthly keyword quota. */
  analyzeKeywords: {
    method: 'POST',
    path: '/keywords/analyze',
    body: keywordAnalysisBody,
    response: countedKeywordAnalysis,
  },
  /** One of the user's analyses read again from the catalog (not counted), with its live crawl. */
  keywordSearch: {
    method: 'GET',
    path: '/keywords/searches/:id',
    params: idParams,
    response: countedKeywordAnalysis,
  },
  /** A stored analysis for its export (paid plans). */
  keywordExport: {
    method: 'GET',
    path: '/keywords/searches/:id/export',
    params: idParams,
    response: keywordAnalysis,
  },
  keywordFavourites: {
    method: 'GET',
    path: '/keyword-favourites',
    response: z.object({ keywords: z.array(keywordFavourite) }),
  },
  addKeywordFavourite: {
    method: 'POST',
    path: '/keyword-favourites',
    body: keywordFavouriteKey,
    response: keywordFavouriteAnswer,
  },
  removeKeywordFavourite: {
    method: 'DELETE',
    path: '/keyword-favourites',
    query: keywordFavouriteKey,
    response: keywordFavouriteAnswer,
  },
});
