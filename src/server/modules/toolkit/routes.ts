import { Hono } from 'hono';
import { hasFeature } from '../../../domain/plans.ts';
import { currentUser, requireUser } from '../../auth/session.ts';
import type { AppDeps, AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import { planOf, planRequired, requireFeature } from '../billing/plan-guard.ts';
import { computeAdvancedRoi, computeBasicRoi } from './compute-roi.ts';
import {
  deleteInventoryForecast,
  listInventoryForecasts,
  runInventoryForecast,
} from './forecast-inventory.ts';
import { noSalesHistory, type SalesHistorySource } from './sales-history.ts';
import { advancedRoiBody, basicRoiBody, forecastIdParam, inventoryForecastBody } from './schema.ts';

/** Seller toolkit: profitability, inventory forecast (more tools are added here). */
export function toolkitRoutes(deps: AppDeps, salesHistory: SalesHistorySource = noSalesHistory) {
  const db = deps.database.db;
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      // Basic ROI: every plan; shipping is part of the paid calculators (spec: disabled on free).
      .post('/roi/basic', validate('json', basicRoiBody), async (c) => {
        const input = c.req.valid('json');
        if (input.shippingCents > 0 && !hasFeature(await planOf(c, deps), 'advancedRoi'))
          throw planRequired('advancedRoi');
        return c.json({ result: computeBasicRoi(input) });
      })
      .post(
        '/roi/advanced',
        requireFeature(deps, 'advancedRoi'),
        validate('json', advancedRoiBody),
        async (c) => {
          const plan = await planOf(c, deps);
          return c.json(
            computeAdvancedRoi({
              input: c.req.valid('json'),
              withRecommendations: hasFeature(plan, 'roiRecommendations'),
              now: deps.now(),
            }),
          );
        },
      )
      .get('/inventory/forecasts', requireFeature(deps, 'inventoryForecast'), async (c) =>
        c.json({ forecasts: await listInventoryForecasts({ db, userId: currentUser(c).id }) }),
      )
      .post(
        '/inventory/forecasts',
        requireFeature(deps, 'inventoryForecast'),
        validate('json', inventoryForecastBody),
        async (c) => {
          const forecast = await runInventoryForecast({
            db,
            userId: currentUser(c).id,
            input: c.req.valid('json'),
            salesHistory,
            now: deps.now(),
          });
          return c.json({ forecast }, 201);
        },
      )
      .delete(
        '/inventory/forecasts/:id',
        requireFeature(deps, 'inventoryForecast'),
        validate('param', forecastIdParam),
        async (c) => {
          await deleteInventoryForecast({ db, userId: currentUser(c).id, id: c.req.valid('param').id });
          return c.body(null, 204);
        },
      )
  );
}
