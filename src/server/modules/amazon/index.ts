// The public entry of the amazon module: other server code imports it only from here.

export { lwaAccessToken, openSpApi, spApiEndpoint, toAmazonAppError } from './amazon-access.ts';
export { amazonSyncJob } from './amazon-sync-job.ts';
export { openCredentials } from './connection-secrets.ts';
export { amazonRoutes } from './routes.ts';
export { type SellerSpApiAccess, sellerResearchAccess } from './seller-research-access.ts';
export { trackingCatalogAccess } from './tracking-catalog-access.ts';
