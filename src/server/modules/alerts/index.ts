// The public entry of the alerts module: other server code imports it only from here.
export { multiCriteriaAlertsJob, priceAlertsJob } from './alert-jobs.ts';
export { evaluateAlertsForProducts, evaluationDeps } from './evaluate-alerts.ts';
export { notificationRoutes } from './notification-routes.ts';
export { alertRoutes } from './routes.ts';
export { registerAlertEndpoints } from './v1-alerts.ts';
