import { Hono } from 'hono';
import { z } from 'zod';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { requireFeature } from '#server/modules/billing/index.ts';
import { ANALYTICS_PERIODS } from './analytics-period.ts';
import { getAnalytics } from './get-analytics.ts';

const analyticsQuery = z.object({
  period: z.enum(Object.keys(ANALYTICS_PERIODS) as [keyof typeof ANALYTICS_PERIODS]).default('30d'),
  marketplace: z.enum(MARKETPLACE_CODES).optional(),
});

/** The analytics dashboard (elite): figures from the seller's own stored data. */
export function analyticsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser, requireFeature(deps, 'analyticsDashboard'))
    .get('/', validate('query', analyticsQuery), async (c) =>
      c.json(
        await getAnalytics({
          db: deps.database.db,
          userId: currentUser(c).id,
          ...c.req.valid('query'),
          now: deps.now(),
        }),
      ),
    );
}
