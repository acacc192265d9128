import { createRoute, z } from '@hono/zod-openapi';
import { PLAN_IDS } from '#domain/plans.ts';
import { commonErrorResponses } from '#server/http/v1/openapi-common.ts';
import { apiCaller, type V1Registration } from '#server/http/v1/v1-env.ts';
import { getUsage } from '#server/modules/usage/index.ts';

const UsageLine = z
  .object({
    used: z.int().min(0).openapi({ description: 'Used this month (or held now, for tracked competitors).' }),
    limit: z.int().openapi({ description: 'Monthly limit of the plan; -1 means unlimited.' }),
  })
  .openapi('UsageLine');

const Usage = z
  .object({
    plan: z.enum(PLAN_IDS),
    resetsAt: z
      .string()
      .openapi({ format: 'date-time', description: 'When monthly counters restart (UTC).' }),
    quotas: z.object({
      productSearches: UsageLine,
      keywordSearches: UsageLine,
      trackedCompetitors: UsageLine,
    }),
  })
  .openapi('Usage');

const route = createRoute({
  method: 'get',
  path: '/usage',
  tags: ['Account'],
  summary: 'Monthly usage and limits',
  description: 'Your plan, what you used this month of each quota, and when the counters reset.',
  responses: {
    200: { description: 'Usage of the key owner.', content: { 'application/json': { schema: Usage } } },
    ...commonErrorResponses,
  },
});

export const registerUsageEndpoint: V1Registration = (app, { database, now }) => {
  app.openapi(route, async (c) =>
    c.json(await getUsage({ db: database.db, userId: apiCaller(c).userId, now: now() }), 200),
  );
};
