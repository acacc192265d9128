import { Hono } from 'hono';
import { auditLogApi } from '#contracts/audit.ts';
import { requireAdmin } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { listAdminActions } from './list-admin-actions.ts';

/** GET /api/admin/audit-log — administrators only. */
export function auditLogRoutes({ database }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAdmin);
  implement(app, auditLogApi.list, (_c, { query }) => listAdminActions({ db: database.db, ...query }));
  return app;
}
