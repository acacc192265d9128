import type { RecurringJob } from '#server/jobs/job.ts';
import { evaluateMultiCriteriaAlerts, evaluatePriceAlerts, evaluationDeps } from './evaluate-alerts.ts';

/** Checks every enabled price alert against the newest observation (default every 30 s). */
export const priceAlertsJob: RecurringJob = {
  name: 'price-alerts',
  every: (env) => env.PRICE_ALERT_CHECK_SECONDS,
  timeoutSeconds: 120,
  run: async (deps) => {
    const report = await evaluatePriceAlerts(evaluationDeps(deps));
    if (report.notified) deps.logger.info({ job: 'price-alerts', ...report }, 'price alerts triggered');
  },
};

/** Checks every enabled multi-criteria alert (default every 60 s). */
export const multiCriteriaAlertsJob: RecurringJob = {
  name: 'multi-criteria-alerts',
  every: (env) => env.MULTI_CRITERIA_ALERT_CHECK_SECONDS,
  timeoutSeconds: 120,
  run: async (deps) => {
    const report = await evaluateMultiCriteriaAlerts(evaluationDeps(deps));
    if (report.notified)
      deps.logger.info({ job: 'multi-criteria-alerts', ...report }, 'multi-criteria alerts triggered');
  },
};
