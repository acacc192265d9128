import { createRoute, z } from '@hono/zod-openapi';
import { commonErrorResponses } from '#server/http/v1/openapi-common.ts';
import { apiCaller, type V1Registration } from '#server/http/v1/v1-env.ts';
import { estimateProducts } from './estimate-products.ts';
import { recordObservations } from './record-observations.ts';
import { EstimatesBody, ObservationsBody, ObservationsReport } from './schema.ts';

const observationsRoute = createRoute({
  method: 'post',
  path: '/observations',
  tags: ['Browser extension'],
  summary: 'Record what Amazon pages showed',
  description:
    'A batch of products as Amazon pages showed them to you (the Scout browser extension sends these). Each ' +
    'becomes a snapshot with source `browser`; unless the operator shares observations (`OBSERVATIONS_SHARED`), only you ' +
    'see them, in your tracking history and estimates. Search positions of products you track become their keyword ' +
    'rank history. Two observations of one product within 10 minutes are merged. Counts against the key’s rate limit only.',
  request: { body: { required: true, content: { 'application/json': { schema: ObservationsBody } } } },
  responses: {
    200: { description: 'What was stored.', content: { 'application/json': { schema: ObservationsReport } } },
    ...commonErrorResponses,
  },
});

const Sourced = (value: z.ZodType) =>
  z
    .object({
      value,
      source: z.string().openapi({ description: '`page` (sent with the request) or the catalog source.' }),
      observedAt: z.string().openapi({ format: 'date-time' }),
    })
    .nullable();

const Estimate = z.record(z.string(), z.unknown());
const ProductEstimate = z
  .object({
    asin: z.string(),
    productId: z.int().nullable(),
    trackedId: z.string().nullable().openapi({ description: 'Your tracked-product id, when you track it.' }),
    inputs: z.object({
      price: Sourced(z.int()),
      boughtPastMonth: Sourced(z.int()),
      bestSellersRank: Sourced(z.int()),
      category: Sourced(z.string()),
      rating: Sourced(z.number()),
      reviewCount: Sourced(z.int()),
    }),
    units: Estimate.openapi({ description: 'Estimated monthly units, with its method and inputs.' }),
    revenue: Estimate.nullable(),
    fees: z.object({
      referralCents: z.int().nullable(),
      feeCategory: z.string().nullable(),
      exactCategory: z.boolean(),
      fbaCents: z.int().nullable(),
      fbaFrom: z.enum(['package', 'product']).nullable(),
      totalCents: z.int().nullable(),
    }),
    margin: Estimate.nullable(),
    competition: z.object({ score: z.int(), level: z.enum(['low', 'medium', 'high']) }).nullable(),
    opportunity: Estimate,
    history: z
      .object({
        currency: z.string(),
        points: z.array(
          z.object({
            observedAt: z.string(),
            source: z.string(),
            priceCents: z.int().nullable(),
            bestSellersRank: z.int().nullable(),
          }),
        ),
      })
      .optional(),
  })
  .openapi('ProductEstimate');

const estimatesRoute = createRoute({
  method: 'post',
  path: '/estimates',
  tags: ['Browser extension'],
  summary: 'Estimates for products seen on a page',
  description:
    'Scout’s monthly sales, revenue, Amazon fees, margin, competition and score for up to 100 products, from what the ' +
    'page shows (sent with each item) completed by the catalog; every input says where it comes from and when. ' +
    'With `history` and one item, its price and rank history as you can see it. Counts against the key’s rate limit only.',
  request: { body: { required: true, content: { 'application/json': { schema: EstimatesBody } } } },
  responses: {
    200: {
      description: 'One estimate per item, in order.',
      content: {
        'application/json': { schema: z.object({ items: z.array(ProductEstimate) }).openapi('Estimates') },
      },
    },
    ...commonErrorResponses,
  },
});

export const registerObservationEndpoints: V1Registration = (app, { database, env, now }) => {
  app.openapi(observationsRoute, async (c) => {
    const report = await recordObservations({
      db: database.db,
      userId: apiCaller(c).userId,
      shared: env.OBSERVATIONS_SHARED,
      observations: c.req.valid('json').observations,
      now: now(),
    });
    return c.json(report, 200);
  });
  app.openapi(estimatesRoute, async (c) => {
    const items = await estimateProducts({
      db: database.db,
      userId: apiCaller(c).userId,
      body: c.req.valid('json'),
      now: now(),
    });
    return c.json({ items } as never, 200);
  });
};
