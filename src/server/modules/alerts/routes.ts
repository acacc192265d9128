import { Hono } from 'hono';
import { currentUser, requireUser } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { requireFeature } from '#server/modules/billing/index.ts';
import { idParam } from '#server/modules/tracking/index.ts';
import { evaluationDeps } from './evaluate-alerts.ts';
import {
  createMultiCriteriaAlert,
  deleteMultiCriteriaAlert,
  listMultiCriteriaAlerts,
  updateMultiCriteriaAlert,
} from './manage-multi-criteria-alerts.ts';
import {
  createPriceAlert,
  deletePriceAlert,
  listPriceAlerts,
  updatePriceAlert,
} from './manage-price-alerts.ts';
import {
  createMultiCriteriaBody,
  createPriceAlertBody,
  updateMultiCriteriaBody,
  updatePriceAlertBody,
} from './schema.ts';

/** Price alerts (starter+) and multi-criteria alerts (pro/elite): /api/alerts. */
export function alertRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const ctx = (c: { get(k: 'log'): AppEnv['Variables']['log'] }) => ({
    ...evaluationDeps(deps),
    logger: c.get('log'),
  });

  const price = new Hono<AppEnv>()
    .use(requireFeature(deps, 'priceAlerts'))
    .get('/', async (c) => c.json({ alerts: await listPriceAlerts({ db, userId: currentUser(c).id }) }))
    .post('/', validate('json', createPriceAlertBody), async (c) => {
      const alert = await createPriceAlert(ctx(c), { userId: currentUser(c).id, ...c.req.valid('json') });
      return c.json({ alert }, 201);
    })
    .patch('/:id', validate('param', idParam), validate('json', updatePriceAlertBody), async (c) => {
      const alert = await updatePriceAlert(ctx(c), {
        userId: currentUser(c).id,
        id: c.req.valid('param').id,
        changes: c.req.valid('json'),
      });
      return c.json({ alert });
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      await deletePriceAlert({ db, userId: currentUser(c).id, id: c.req.valid('param').id });
      return c.body(null, 204);
    });

  const multi = new Hono<AppEnv>()
    .use(requireFeature(deps, 'multiCriteriaAlerts'))
    .get('/', async (c) =>
      c.json({ alerts: await listMultiCriteriaAlerts({ db, userId: currentUser(c).id }) }),
    )
    .post('/', validate('json', createMultiCriteriaBody), async (c) => {
      const alert = await createMultiCriteriaAlert(ctx(c), {
        userId: currentUser(c).id,
        ...c.req.valid('json'),
      });
      return c.json({ alert }, 201);
    })
    .patch('/:id', validate('param', idParam), validate('json', updateMultiCriteriaBody), async (c) => {
      const alert = await updateMultiCriteriaAlert(ctx(c), {
        userId: currentUser(c).id,
        id: c.req.valid('param').id,
        changes: c.req.valid('json'),
      });
      return c.json({ alert });
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      await deleteMultiCriteriaAlert({ db, userId: currentUser(c).id, id: c.req.valid('param').id });
      return c.body(null, 204);
    });

  // How often the recurring jobs check each kind (operator settings), for the panels' "Checked every …".
  const schedule = {
    priceCheckSeconds: deps.env.PRICE_ALERT_CHECK_SECONDS,
    multiCriteriaCheckSeconds: deps.env.MULTI_CRITERIA_ALERT_CHECK_SECONDS,
  };

  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/schedule', (c) => c.json(schedule))
    .route('/price', price)
    .route('/multi-criteria', multi);
}
