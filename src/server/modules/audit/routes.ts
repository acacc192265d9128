import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { listAdminActions } from './list-admin-actions.ts';

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.coerce.number().int().positive().optional(),
});

/** GET /api/admin/audit-log — administrators only. */
export function auditLogRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', validate('query', listQuery), async (c) =>
      c.json(await listAdminActions({ db: database.db, ...c.req.valid('query') })),
    );
}
