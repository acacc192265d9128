// The public entry of the account module: other server code imports it only from here.
export { accountRoutes } from './routes.ts';
