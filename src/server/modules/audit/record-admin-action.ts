import { adminAuditLog } from '#server/db/schema/index.ts';
import type { Executor } from '#server/modules/billing/index.ts';

/**
 * Appends one entry to the admin audit log. Call it inside the transaction of the change it
 * describes, so that a change and its entry are stored together or not at all.
 */
export async function recordAdminAction(
  db: Executor,
  o: {
    actor: { id: string; email: string };
    action: string;
    targetType: string;
    targetId?: string | null;
    details?: Record<string, unknown>;
    now: Date;
  },
) {
  await db.insert(adminAuditLog).values({
    actorId: o.actor.id,
    actorEmail: o.actor.email,
    action: o.action,
    targetType: o.targetType,
    targetId: o.targetId ?? null,
    details: o.details ?? {},
    createdAt: o.now,
  });
}
