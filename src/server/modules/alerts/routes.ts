import { Hono } from 'hono';
import { alertsApi } from '#contracts/alerts.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { requireFeature } from '#server/modules/billing/index.ts';
import { observationSources } from '#server/modules/tracking/index.ts';
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

/** Price alerts (starter+) and multi-criteria alerts (pro/elite): contract src/contracts/alerts.ts. */
export function alertRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const ctx = (c: { get(k: 'log'): AppEnv['Variables']['log'] }) => ({
    ...evaluationDeps(deps),
    logger: c.get('log'),
  });
  const price = requireFeature(deps, 'priceAlerts');
  const multi = requireFeature(deps, 'multiCriteriaAlerts');
  const app = new Hono<AppEnv>().use(requireUser);

  // How often the recurring jobs check each kind (operator settings), for the panels' "Checked every …".
  implement(app, alertsApi.schedule, () => ({
    priceCheckSeconds: deps.env.PRICE_ALERT_CHECK_SECONDS,
    multiCriteriaCheckSeconds: deps.env.MULTI_CRITERIA_ALERT_CHECK_SECONDS,
    maxObservationAgeHours: deps.env.ALERT_MAX_OBSERVATION_AGE_HOURS,
  }));

  implement(app, alertsApi.listPrice, price, async (c) => ({
    alerts: await listPriceAlerts({ db, userId: currentUser(c).id, freshness: evaluationDeps(deps) }),
  }));
  implement(app, alertsApi.createPrice, price, async (c, { body }) => ({
    alert: await createPriceAlert(ctx(c), {
      userId: currentUser(c).id,
      sources: observationSources(deps),
      ...body,
    }),
  }));
  implement(app, alertsApi.updatePrice, price, async (c, { params, body }) => ({
    alert: await updatePriceAlert(ctx(c), { userId: currentUser(c).id, id: params.id, changes: body }),
  }));
  implement(app, alertsApi.removePrice, price, (c, { params }) =>
    deletePriceAlert({ db, userId: currentUser(c).id, id: params.id }),
  );

  implement(app, alertsApi.listMulti, multi, async (c) => ({
    alerts: await listMultiCriteriaAlerts({ db, userId: currentUser(c).id, freshness: evaluationDeps(deps) }),
  }));
  implement(app, alertsApi.createMulti, multi, async (c, { body }) => ({
    alert: await createMultiCriteriaAlert(ctx(c), {
      userId: currentUser(c).id,
      sources: observationSources(deps),
      ...body,
    }),
  }));
  implement(app, alertsApi.updateMulti, multi, async (c, { params, body }) => ({
    alert: await updateMultiCriteriaAlert(ctx(c), {
      userId: currentUser(c).id,
      id: params.id,
      changes: body,
    }),
  }));
  implement(app, alertsApi.removeMulti, multi, (c, { params }) =>
    deleteMultiCriteriaAlert({ db, userId: currentUser(c).id, id: params.id }),
  );
  return app;
}
