// The public entry of the public-api module: other server code imports it only from here.
// The plumbing that modules use to add their own /api/v1 endpoints is in #server/http/v1/.
export { publicApiRoutes } from './routes.ts';
