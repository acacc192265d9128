import { createRoute, z } from '@hono/zod-openapi';
import {
  keywordAnalysisBody,
  PRODUCT_SORTS,
  productPage,
  productSearchFilters,
} from '#contracts/research.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { commonErrorResponses, errorContentFor } from '#server/http/v1/openapi-common.ts';
import { apiCaller, type V1Registration } from '#server/http/v1/v1-env.ts';
import { runKeywordAnalysis, runProductSearch } from '#server/modules/research/index.ts';

const Estimate = z.record(z.string(), z.unknown()).openapi('Estimate', {
  description: 'An estimate with the inputs it used (see the estimators documentation).',
});

const Product = z
  .object({
    id: z.int(),
    marketplace: z.enum(MARKETPLACE_CODES),
    asin: z.string(),
    title: z.string(),
    brand: z.string().nullable(),
    imageUrl: z.string().nullable(),
    productUrl: z.string().nullable(),
    category: z.string().nullable(),
    categoryPath: z.string().nullable(),
    department: z.string().nullable(),
    currency: z.string(),
    priceCents: z.int().nullable().openapi({ description: 'Price in minor units of `currency`.' }),
    listPriceCents: z.int().nullable(),
    rating: z.number().nullable(),
    reviewCount: z.int().nullable(),
    isBestSeller: z.boolean(),
    bestSellersRank: z.int().nullable(),
    source: z.string().openapi({ description: 'Where the catalog row comes from.' }),
    observedAt: z.string().openapi({ format: 'date-time' }),
    units: Estimate.openapi({ description: 'Estimated monthly units sold, with its inputs.' }),
    revenue: Estimate.openapi({ description: 'Estimated monthly revenue, with its inputs.' }),
    margin: Estimate.nullable(),
    competition: Estimate.nullable(),
    opportunity: Estimate.openapi({
      description: 'Opportunity score 0–100 (null when none of its inputs is known) and its components.',
    }),
    trend: Estimate.nullable(),
    isFavourite: z.boolean(),
  })
  .openapi('Product');

const ProductSearch = z
  .object({
    searchId: z.int().openapi({ description: 'The history entry of this search.' }),
    total: z.int(),
    totalIsCapped: z.boolean(),
    page: z.int(),
    pageSize: z.int(),
    results: z.array(Product),
  })
  .openapi('ProductSearch');

const productSearchQuery = z.object({
  marketplace: z.enum(MARKETPLACE_CODES).default('US').openapi({ description: 'Marketplace code.' }),
  keyword: z.string().trim().max(200).optional().openapi({ description: 'Words to find in titles.' }),
  departmentId: z.coerce.number().int().positive().optional(),
  minSales: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .openapi({ description: 'Minimum estimated monthly sales.' }),
  maxCompetition: z.enum(['low', 'medium', 'high']).optional(),
  minPrice: z.coerce.number().min(0).optional().openapi({ description: 'In major units (e.g. dollars).' }),
  maxPrice: z.coerce.number().min(0).optional(),
  sort: z.enum(PRODUCT_SORTS).default('score'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(400).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(24),
});

const productSearchRoute = createRoute({
  method: 'get',
  path: '/products/search',
  tags: ['Research'],
  summary: 'Search products',
  description:
    'Searches the catalog with the same filters as the Product research page. Counts one product search against your monthly quota (`quota_exceeded` when it is used up).',
  request: { query: productSearchQuery },
  responses: {
    200: {
      description: 'One page of matching products.',
      content: { 'application/json': { schema: ProductSearch } },
    },
    ...commonErrorResponses,
    404: errorContentFor('Unknown department (`category_not_found`).'),
  },
});

const KeywordRow = z
  .object({
    keyword: z.string(),
    relevance: z.number().openapi({ description: '0–100.' }),
    estimatedDemand: z.number().openapi({
      description:
        'Relative demand: summed estimated monthly sales of matching listings (not a search volume).',
    }),
    demandIsLowerBound: z.boolean(),
    matchCount: z.int(),
    difficulty: Estimate.nullable(),
    trend: Estimate.nullable(),
    cpcCents: z.null().openapi({ description: 'No data source provides cost per click: always null.' }),
    origin: z.object({ source: z.string(), at: z.string() }).nullable().openapi({
      description:
        'Where most matching listings’ figures come from (sample, keepa, sp_api…) and the newest observation among the matches.',
    }),
  })
  .openapi('KeywordRow');

const KeywordAnalysis = z
  .object({
    searchId: z.int(),
    kind: z.enum(['keyword', 'asin']),
    marketplace: z.enum(MARKETPLACE_CODES),
    seed: KeywordRow.nullable(),
    product: z
      .object({
        asin: z.string(),
        title: z.string(),
        category: z.string().nullable(),
        department: z.string().nullable(),
      })
      .nullable(),
    competitorCount: z.int(),
    keywords: z.array(KeywordRow),
  })
  .openapi('KeywordAnalysis');

const keywordRoute = createRoute({
  method: 'post',
  path: '/keywords/analysis',
  tags: ['Research'],
  summary: 'Analyse a keyword or a competitor ASIN',
  description:
    'Give `keyword` or `asin` (reverse ASIN), not both. Counts one keyword search against your monthly quota.',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            marketplace: z.enum(MARKETPLACE_CODES).default('US'),
            keyword: z.string().trim().max(120).optional(),
            asin: z.string().trim().max(20).optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'Keywords with relevance, demand and difficulty.',
      content: { 'application/json': { schema: KeywordAnalysis } },
    },
    ...commonErrorResponses,
    404: errorContentFor('The ASIN is not in the catalog.'),
  },
});

export const registerResearchEndpoints: V1Registration = (app, { database, now }) => {
  app.openapi(productSearchRoute, async (c) => {
    const query = c.req.valid('query');
    const { sort, order, page, pageSize, ...filters } = query;
    const result = await runProductSearch({
      db: database.db,
      userId: apiCaller(c).userId,
      filters: productSearchFilters.parse(filters),
      page: productPage.parse({ sort, order, page, pageSize }),
      now: now(),
    });
    return c.json(result as unknown as z.infer<typeof ProductSearch>, 200);
  });
  app.openapi(keywordRoute, async (c) => {
    const result = await runKeywordAnalysis({
      db: database.db,
      userId: apiCaller(c).userId,
      body: keywordAnalysisBody.parse(c.req.valid('json')),
      now: now(),
    });
    return c.json(result as unknown as z.infer<typeof KeywordAnalysis>, 200);
  });
};
