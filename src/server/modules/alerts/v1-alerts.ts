import type { Context } from 'hono';
import { alertsV1Api } from '#contracts/alerts.ts';
import { implement } from '#server/http/implement.ts';
import type { AppEnv } from '#server/http/types.ts';
import { apiCaller, type V1Registration } from '#server/http/v1/v1-env.ts';
import { assertFeature } from '#server/modules/billing/index.ts';
import { observationLimitsOf, recordObservations } from '#server/modules/observations/index.ts';
import { observationSources } from '#server/modules/tracking/index.ts';
import { evaluationDeps } from './evaluate-alerts.ts';
import { listMultiCriteriaAlerts } from './manage-multi-criteria-alerts.ts';
import { createPriceAlert, listPriceAlerts } from './manage-price-alerts.ts';

/** /api/v1 alerts (contract: src/contracts/alerts.ts). */
export const registerAlertEndpoints: V1Registration = (app, deps) => {
  const { database } = deps;
  implement(app, alertsV1Api.createPrice, async (c, { body }) => {
    const caller = apiCaller(c);
    assertFeature(caller.plan, 'priceAlerts');
    const { observation, ...alertBody } = body;
    // What the product page shows is recorded first (the extension sends it): the alert's product
    // exists at once, with the price the seller just saw.
    if (observation)
      await recordObservations({
        db: database.db,
        userId: caller.userId,
        shared: deps.env.OBSERVATIONS_SHARED,
        observations: [observation],
        limits: observationLimitsOf(deps.env),
        now: deps.now(),
      });
    const alert = await createPriceAlert(
      { ...evaluationDeps(deps), logger: c.get('log') },
      { userId: caller.userId, enabled: true, sources: observationSources(deps), ...alertBody },
    );
    return { alert };
  });
  /** The caller's alerts of one kind, for the plans that have that kind. */
  const callersAlerts = (c: Context<AppEnv>, feature: 'priceAlerts' | 'multiCriteriaAlerts') => {
    const caller = apiCaller(c);
    assertFeature(caller.plan, feature);
    return { db: database.db, userId: caller.userId, freshness: evaluationDeps(deps) };
  };
  implement(app, alertsV1Api.listPrice, async (c) => ({
    alerts: await listPriceAlerts(callersAlerts(c, 'priceAlerts')),
  }));
  implement(app, alertsV1Api.listMultiCriteria, async (c) => ({
    alerts: await listMultiCriteriaAlerts(callersAlerts(c, 'multiCriteriaAlerts')),
  }));
};
