import { Hono } from 'hono';
import { quotaOf } from '#domain/plans.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { evaluateAlertsForProducts, evaluationDeps } from '#server/modules/alerts/index.ts';
import { planOf, requireFeature } from '#server/modules/billing/index.ts';
import { addTrackedProduct, countTrackedProducts, removeTrackedProduct } from './add-tracked-product.ts';
import { getKeywordRanks } from './get-keyword-ranks.ts';
import { getPriceHistory } from './get-price-history.ts';
import { getTrackedProduct, listTrackedProducts } from './list-tracked-products.ts';
import { type RefreshOutcome, refreshMany, refreshTargetsOf } from './refresh-tracked-products.ts';
import { addTrackedBody, historyQuery, idParam } from './schema.ts';

/** Competitor tracking (starter+): /api/tracking/products. */
export function trackingRoutes(deps: AppDeps) {
  const { database, logger, now } = deps;
  const db = database.db;

  /** Asks the live sources, then evaluates the alerts of whatever was observed. */
  async function refresh(userId: string, ids?: string[]): Promise<RefreshOutcome[]> {
    const targets = await refreshTargetsOf({ db, userId, ids });
    const outcomes = await refreshMany({ db, logger, targets, now });
    const observed = outcomes.filter((o) => o.status === 'observed').map((o) => o.productId);
    if (observed.length) await evaluateAlertsForProducts(evaluationDeps(deps), observed);
    return outcomes;
  }

  return new Hono<AppEnv>()
    .use(requireUser)
    .use(requireFeature(deps, 'competitorTracking'))
    .get('/products', async (c) => {
      const userId = currentUser(c).id;
      const [items, used] = await Promise.all([
        listTrackedProducts({ db, userId }),
        countTrackedProducts(db, userId),
      ]);
      return c.json({ items, usage: { used, limit: quotaOf(await planOf(c, deps), 'trackedCompetitors') } });
    })
    .post('/products', validate('json', addTrackedBody), async (c) => {
      const body = c.req.valid('json');
      const item = await addTrackedProduct({
        db,
        logger: c.get('log'),
        userId: currentUser(c).id,
        now: now(),
        ...body,
      });
      return c.json({ item }, 201);
    })
    .post('/products/refresh', async (c) => {
      const outcomes = await refresh(currentUser(c).id);
      const count = (s: RefreshOutcome['status']) => outcomes.filter((o) => o.status === s).length;
      return c.json({
        total: outcomes.length,
        observed: count('observed'),
        pending: count('rate_limited'),
        noLiveSource: count('no_live_source'),
        notFound: count('not_found'),
        failed: count('failed'),
      });
    })
    .post('/products/:id/refresh', validate('param', idParam), async (c) => {
      const userId = currentUser(c).id;
      const { id } = c.req.valid('param');
      await getTrackedProduct({ db, userId, id });
      const [outcome] = await refresh(userId, [id]);
      return c.json({ status: outcome.status, item: await getTrackedProduct({ db, userId, id }) });
    })
    .get('/products/:id/history', validate('param', idParam), validate('query', historyQuery), async (c) => {
      const { days } = c.req.valid('query');
      const since = days ? new Date(now().getTime() - days * 86_400_000) : undefined;
      return c.json(
        await getPriceHistory({ db, userId: currentUser(c).id, id: c.req.valid('param').id, since }),
      );
    })
    .get(
      '/products/:id/keyword-ranks',
      validate('param', idParam),
      validate('query', historyQuery),
      async (c) => {
        const { days } = c.req.valid('query');
        const since = days ? new Date(now().getTime() - days * 86_400_000) : undefined;
        return c.json(
          await getKeywordRanks({ db, userId: currentUser(c).id, id: c.req.valid('param').id, since }),
        );
      },
    )
    .delete('/products/:id', validate('param', idParam), async (c) => {
      await removeTrackedProduct({ db, userId: currentUser(c).id, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
