// The public entry of the metrics module: GET /metrics (Prometheus), outside /api.
export { metricsRoutes } from './routes.ts';
