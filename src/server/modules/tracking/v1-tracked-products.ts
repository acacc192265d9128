import { createRoute, z } from '@hono/zod-openapi';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { quotaOf } from '#domain/plans.ts';
import { commonErrorResponses, errorContentFor } from '#server/http/v1/openapi-common.ts';
import { apiCaller, type V1Registration } from '#server/http/v1/v1-env.ts';
import { assertFeature } from '#server/modules/billing/index.ts';
import { addTrackedProduct, countTrackedProducts } from './add-tracked-product.ts';
import { listTrackedProducts } from './list-tracked-products.ts';

const nullableInt = (description: string) => z.int().nullable().openapi({ description });

const TrackedProduct = z
  .object({
    id: z.uuid(),
    asin: z.string().openapi({ example: 'B014TMV5YE' }),
    marketplace: z.enum(MARKETPLACE_CODES),
    title: z.string(),
    brand: z.string().nullable(),
    productUrl: z.string().nullable(),
    currency: z.string().openapi({ example: 'USD' }),
    priceCents: nullableInt('Last known price in minor units of `currency`.'),
    priceChangeCents: nullableInt('Change against the previous observation with a price.'),
    bestSellersRank: nullableInt('Last known Best Sellers Rank.'),
    rankChange: nullableInt('Change of the rank number (negative = better).'),
    inStock: z.boolean().nullable(),
    stockQuantity: z.int().nullable(),
    rating: z.number().nullable(),
    reviewCount: z.int().nullable(),
    observedAt: z
      .string()
      .openapi({ format: 'date-time', description: 'When the newest values were observed.' }),
    source: z.string().openapi({ description: 'Who observed them: sample, csv_import, sp_api or user.' }),
    lastRefreshAt: z.string().nullable().openapi({ format: 'date-time' }),
    lastRefreshStatus: z
      .enum(['observed', 'no_live_source', 'rate_limited', 'not_found', 'failed'])
      .nullable(),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('TrackedProduct');

const TrackedProducts = z
  .object({
    items: z.array(TrackedProduct),
    usage: z.object({ used: z.int(), limit: z.int().openapi({ description: '-1 means unlimited.' }) }),
  })
  .openapi('TrackedProducts');

const route = createRoute({
  method: 'get',
  path: '/tracked-products',
  tags: ['Competitor tracking'],
  summary: 'Tracked competitor products',
  description:
    'The products you track, newest first, with their last known price, rank and stock, the changes since ' +
    'the previous observation, and when and by which source they were observed.',
  responses: {
    200: {
      description: 'Your tracked products.',
      content: { 'application/json': { schema: TrackedProducts } },
    },
    ...commonErrorResponses,
  },
});

const addRoute = createRoute({
  method: 'post',
  path: '/tracked-products',
  tags: ['Competitor tracking'],
  summary: 'Track a product',
  description:
    'Starts tracking an ASIN (the catalog, or Amazon when your account is connected, must know it). Counts against ' +
    'your plan’s tracked-products limit.',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            asin: z.string().max(40).openapi({ example: 'B073WRF565' }),
            marketplace: z.enum(MARKETPLACE_CODES).default('US'),
          }),
        },
      },
    },
  },
  responses: {
    201: {
      description: 'The tracked product.',
      content: { 'application/json': { schema: z.object({ item: TrackedProduct }) } },
    },
    ...commonErrorResponses,
    404: errorContentFor('Nobody knows this ASIN (`asin_not_found`).'),
    409: errorContentFor('Already tracked (`already_tracked`).'),
  },
});

export const registerTrackedProductsEndpoint: V1Registration = (app, { database, logger, now }) => {
  app.openapi(addRoute, async (c) => {
    const caller = apiCaller(c);
    assertFeature(caller.plan, 'competitorTracking');
    const item = await addTrackedProduct({
      db: database.db,
      logger: c.get('log') ?? logger,
      userId: caller.userId,
      now: now(),
      ...c.req.valid('json'),
    });
    return c.json({ item }, 201);
  });
  app.openapi(route, async (c) => {
    const caller = apiCaller(c);
    assertFeature(caller.plan, 'competitorTracking');
    const [items, used] = await Promise.all([
      listTrackedProducts({ db: database.db, userId: caller.userId }),
      countTrackedProducts(database.db, caller.userId),
    ]);
    return c.json({ items, usage: { used, limit: quotaOf(caller.plan, 'trackedCompetitors') } }, 200);
  });
};
