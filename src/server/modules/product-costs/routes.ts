import { Hono } from 'hono';
import { productCostsApi } from '#contracts/product-costs.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { requireFeature } from '#server/modules/billing/index.ts';
import { sellerFeeView } from '#server/modules/fees/index.ts';
import { listProductCosts } from './list-product-costs.ts';
import { deleteProductCost, saveProductCost } from './save-product-cost.ts';

/** The seller's product costs (contract: src/contracts/product-costs.ts), gated with the analytics dashboard. */
export function productCostRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>().use(requireUser, requireFeature(deps, 'analyticsDashboard'));
  implement(app, productCostsApi.list, async (c, { query }) =>
    listProductCosts({
      db,
      userId: currentUser(c).id,
      ...query,
      now: deps.now(),
      fees: await sellerFeeView(deps, currentUser(c).id),
    }),
  );
  implement(app, productCostsApi.save, async (c, { params, body }) => ({
    cost: await saveProductCost({ db, userId: currentUser(c).id, ...params, ...body, now: deps.now() }),
  }));
  implement(app, productCostsApi.remove, (c, { params }) =>
    deleteProductCost({ db, userId: currentUser(c).id, ...params }),
  );
  return app;
}
