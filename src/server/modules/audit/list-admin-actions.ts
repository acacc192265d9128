import { desc, lt } from 'drizzle-orm';
import type { AdminAction } from '#contracts/audit.ts';
import type { Db } from '#server/db/client.ts';
import { adminAuditLog } from '#server/db/schema/index.ts';

/** The audit log, newest first, by pages of `limit` (pass the last id seen as `before`). */
export async function listAdminActions(o: { db: Db; limit: number; before?: number }) {
  const rows = await o.db
    .select()
    .from(adminAuditLog)
    .where(o.before ? lt(adminAuditLog.id, o.before) : undefined)
    .orderBy(desc(adminAuditLog.id))
    .limit(o.limit + 1);
  const items: AdminAction[] = rows.slice(0, o.limit).map((r) => ({
    id: r.id,
    actorEmail: r.actorEmail,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, nextBefore: rows.length > o.limit ? (items.at(-1)?.id ?? null) : null };
}
