// The public entry of the admin module: other server code imports it only from here.

export { adminJobRoutes } from './job-routes.ts';
export { adminRoutes } from './routes.ts';
