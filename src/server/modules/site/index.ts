// The public entry of the site module: other server code imports it only from here.
export { siteRoutes } from './routes.ts';
