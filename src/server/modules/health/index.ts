// The public entry of the health module: other server code imports it only from here.
export { healthRoutes } from './routes.ts';
