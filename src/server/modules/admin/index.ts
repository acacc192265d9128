// The public entry of the admin module: other server code imports it only from here.
export { adminRoutes } from './routes.ts';
