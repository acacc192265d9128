// The public entry of the client-log module: other server code imports it only from here.
export { clientLogRoutes } from './routes.ts';
