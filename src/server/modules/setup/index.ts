// The public entry of the setup module: other server code imports it only from here.
export { getSetupStatus } from './get-setup-status.ts';
export { setupRoutes } from './routes.ts';
