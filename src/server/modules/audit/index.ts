// The public entry of the audit module: other server code imports it only from here.
export { recordAdminAction } from './record-admin-action.ts';
export { auditLogRoutes } from './routes.ts';
