// The public entry of the amazon module: other server code imports it only from here.

export { lwaAccessToken, spApiEndpoint } from './amazon-access.ts';
export { amazonSyncJob } from './amazon-sync-job.ts';
export { amazonRoutes } from './routes.ts';
export { type SellerSpApiAccess, sellerResearchAccess } from './seller-research-access.ts';
export { trackingCatalogAccess } from './tracking-catalog-access.ts';
