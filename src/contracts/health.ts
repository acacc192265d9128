import * as z from 'zod/mini';
import { defineApi } from './define.ts';

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    reachable: z.boolean(),
    version: z.nullable(z.string()),
    latencyMs: z.nullable(z.number()),
    /** Why it is not reachable, in words an operator can act on (null when it is). */
    problem: z.nullable(z.string()),
    /** The embedded PostgreSQL's supervision (null with an external DATABASE_URL). */
    server: z.nullable(
      z.object({
        state: z.enum(['running', 'restarting', 'stopped']),
        restarts: z.number(),
        lastExit: z.nullable(
          z.object({ code: z.nullable(z.number()), signal: z.nullable(z.string()), at: z.string() }),
        ),
      }),
    ),
    /** The pool: connections open, idle, and requests waiting for one. */
    pool: z.object({ total: z.number(), idle: z.number(), waiting: z.number() }),
  }),
});
export type Health = z.output<typeof health>;

/** Liveness for load balancers and operators: 200 when the database answers, else 503. */
export const healthApi = defineApi('/health', {
  get: { method: 'GET', path: '/', response: health },
});
