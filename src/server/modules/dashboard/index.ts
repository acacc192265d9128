// The public entry of the dashboard module: other server code imports it only from here.
export { dashboardRoutes } from './routes.ts';
export type { StatContext } from './stat-sources.ts';
