// The public entry of the analytics module: other server code imports it only from here.
export { analyticsRoutes } from './routes.ts';
