import { Hono } from 'hono';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { requireFeature } from '#server/modules/billing/index.ts';
import { listProductCosts } from './list-product-costs.ts';
import { deleteProductCost, saveProductCost } from './save-product-cost.ts';
import { productCostBody, productCostsQuery, productKeyParams } from './schema.ts';

/**
 * The seller's product costs (/api/product-costs), entered on the analytics dashboard and gated
 * with it (elite). Margins computed from them are not gated: the dashboard's "Average margin"
 * keeps showing saved costs' margin after a downgrade.
 */
export function productCostRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .use(requireUser, requireFeature(deps, 'analyticsDashboard'))
    .get('/', validate('query', productCostsQuery), async (c) =>
      c.json(
        await listProductCosts({ db, userId: currentUser(c).id, ...c.req.valid('query'), now: deps.now() }),
      ),
    )
    .put(
      '/:marketplace/:asin',
      validate('param', productKeyParams),
      validate('json', productCostBody),
      async (c) =>
        c.json({
          cost: await saveProductCost({
            db,
            userId: currentUser(c).id,
            ...c.req.valid('param'),
            ...c.req.valid('json'),
            now: deps.now(),
          }),
        }),
    )
    .delete('/:marketplace/:asin', validate('param', productKeyParams), async (c) => {
      await deleteProductCost({ db, userId: currentUser(c).id, ...c.req.valid('param') });
      return c.body(null, 204);
    });
}
