// The public entry of the amazon module: other server code imports it only from here.
export { amazonSyncJob } from './amazon-sync-job.ts';
export { amazonRoutes } from './routes.ts';
export { trackingCatalogAccess } from './tracking-catalog-access.ts';
