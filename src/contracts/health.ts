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
  /**
   * The job queue (every instance's, read from the database): runs waiting, retrying, running,
   * failed for good in the last 24 hours, and waiting past their time (no worker takes them).
   * A problem here does not make the answer 503: the instance still serves requests.
   */
  jobs: z.object({
    status: z.enum(['ok', 'backlog', 'failing', 'unknown']),
    /** Whether this instance runs job workers (JOBS_ENABLED). */
    workers: z.boolean(),
    queued: z.number(),
    retrying: z.number(),
    running: z.number(),
    failedLastDay: z.number(),
    /** Runs due for more than 5 minutes that no worker has started. */
    overdue: z.number(),
    /** The newest error of a run that failed or waits to retry (null when none). */
    lastError: z.nullable(z.object({ queue: z.string(), message: z.string(), at: z.string() })),
    problem: z.nullable(z.string()),
  }),
});
export type Health = z.output<typeof health>;

/** Liveness for load balancers and operators: 200 when the database answers, else 503. */
export const healthApi = defineApi('/health', {
  get: { method: 'GET', path: '/', response: health },
});
