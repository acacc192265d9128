import { createRoute, z } from '@hono/zod-openapi';
import { ALERT_CONDITIONS, CRITERION_KEYS } from '#domain/alerts/alert-rules.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { commonErrorResponses } from '#server/http/v1/openapi-common.ts';
import { apiCaller, type V1Registration } from '#server/http/v1/v1-env.ts';
import { assertFeature } from '#server/modules/billing/index.ts';
import { evaluationDeps } from './evaluate-alerts.ts';
import { listMultiCriteriaAlerts } from './manage-multi-criteria-alerts.ts';
import { createPriceAlert, listPriceAlerts } from './manage-price-alerts.ts';

const dateTime = (description?: string) => z.string().openapi({ format: 'date-time', description });
const condition = z
  .enum(ALERT_CONDITIONS)
  .openapi({ description: 'Inclusive: "below" is met at the threshold.' });

const PriceAlert = z
  .object({
    id: z.uuid(),
    asin: z.string(),
    marketplace: z.enum(MARKETPLACE_CODES),
    productName: z.string(),
    targetPriceCents: z.int().openapi({ description: 'Minor units of `currency`.' }),
    currency: z.string(),
    condition,
    enabled: z.boolean(),
    triggered: z.boolean().openapi({ description: 'The condition was met at the last check.' }),
    currentPriceCents: z.int().nullable(),
    observedAt: dateTime('When the current price was observed.'),
    lastCheckedAt: dateTime().nullable(),
    lastTriggeredAt: dateTime().nullable(),
    createdAt: dateTime(),
  })
  .openapi('PriceAlert');

const Criterion = z
  .object({ enabled: z.boolean(), threshold: z.number(), condition })
  .openapi('AlertCriterion');

const MultiCriteriaAlert = z
  .object({
    id: z.uuid(),
    name: z.string(),
    asin: z.string(),
    marketplace: z.enum(MARKETPLACE_CODES),
    productName: z.string(),
    currency: z.string(),
    criteria: z
      .object(
        Object.fromEntries(CRITERION_KEYS.map((k) => [k, Criterion])) as Record<
          (typeof CRITERION_KEYS)[number],
          typeof Criterion
        >,
      )
      .openapi({
        description: 'Price in minor units; stock in units; ranking = Best Sellers Rank; rating 0-5.',
      }),
    enabled: z.boolean(),
    triggered: z.boolean(),
    current: z.object({
      priceCents: z.int().nullable(),
      stockQuantity: z.int().nullable(),
      inStock: z.boolean().nullable(),
      bestSellersRank: z.int().nullable(),
      reviewCount: z.int().nullable(),
      rating: z.number().nullable(),
    }),
    observedAt: dateTime(),
    lastCheckedAt: dateTime().nullable(),
    lastTriggeredAt: dateTime().nullable(),
    createdAt: dateTime(),
  })
  .openapi('MultiCriteriaAlert');

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const priceRoute = createRoute({
  method: 'get',
  path: '/alerts/price',
  tags: ['Alerts'],
  summary: 'Price alerts',
  description:
    'Your price alerts with the current price, whether each is triggered, and when it was last checked.',
  responses: {
    200: json(z.object({ alerts: z.array(PriceAlert) }), 'Your price alerts.'),
    ...commonErrorResponses,
  },
});

const multiRoute = createRoute({
  method: 'get',
  path: '/alerts/multi-criteria',
  tags: ['Alerts'],
  summary: 'Multi-criteria alerts',
  description:
    'Your multi-criteria alerts (met when every enabled criterion is met) with the current values.',
  responses: {
    200: json(z.object({ alerts: z.array(MultiCriteriaAlert) }), 'Your multi-criteria alerts.'),
    ...commonErrorResponses,
  },
});

const createPriceRoute = createRoute({
  method: 'post',
  path: '/alerts/price',
  tags: ['Alerts'],
  summary: 'Create a price alert',
  description:
    'Alerts you when the price of an ASIN crosses `targetPriceCents` (minor units of the marketplace currency).',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            asin: z.string().max(40),
            marketplace: z.enum(MARKETPLACE_CODES).default('US'),
            targetPriceCents: z.int().min(1).max(100_000_000),
            condition: condition.default('below'),
          }),
        },
      },
    },
  },
  responses: {
    201: {
      description: 'The alert.',
      content: { 'application/json': { schema: z.object({ alert: PriceAlert }) } },
    },
    ...commonErrorResponses,
  },
});

export const registerAlertEndpoints: V1Registration = (app, deps) => {
  const { database } = deps;
  app.openapi(createPriceRoute, async (c) => {
    const caller = apiCaller(c);
    assertFeature(caller.plan, 'priceAlerts');
    const alert = await createPriceAlert(
      { ...evaluationDeps(deps), logger: c.get('log') },
      { userId: caller.userId, enabled: true, ...c.req.valid('json') },
    );
    return c.json({ alert } as never, 201);
  });
  app.openapi(priceRoute, async (c) => {
    const caller = apiCaller(c);
    assertFeature(caller.plan, 'priceAlerts');
    return c.json({ alerts: await listPriceAlerts({ db: database.db, userId: caller.userId }) }, 200);
  });
  app.openapi(multiRoute, async (c) => {
    const caller = apiCaller(c);
    assertFeature(caller.plan, 'multiCriteriaAlerts');
    return c.json({ alerts: await listMultiCriteriaAlerts({ db: database.db, userId: caller.userId }) }, 200);
  });
};
