// The public entry of the usage module: other server code imports it only from here.
export { withQuota } from './consume-quota.ts';
export { getUsage } from './get-usage.ts';
export { usageRoutes } from './routes.ts';
