import * as z from 'zod/mini';
import { dateTime, queryNumber } from './common.ts';
import { defineApi } from './define.ts';

export const adminAction = z.object({
  id: z.number(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  createdAt: dateTime,
});
export type AdminAction = z.output<typeof adminAction>;

/** The administrators' audit log, newest first, by pages (pass the last id seen as `before`). */
export const auditLogApi = defineApi('/admin/audit-log', {
  list: {
    method: 'GET',
    path: '/',
    query: z.object({
      limit: z._default(queryNumber().check(z.int(), z.minimum(1), z.maximum(100)), 50),
      before: z.optional(queryNumber().check(z.int(), z.positive())),
    }),
    response: z.object({ items: z.array(adminAction), nextBefore: z.nullable(z.number()) }),
  },
});
