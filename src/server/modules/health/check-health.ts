import type pg from 'pg';
import type { Health } from '#contracts/health.ts';
import type { DatabaseServerStatus } from '#server/db/supervise-postgres.ts';
import { queueHealth } from '#server/jobs/queue-health.ts';
import { APP_VERSION } from '#server/lib/app-version.ts';

/** The database's and the job queue's health, and what is wrong when not healthy (GET /api/health). */
export async function checkHealth(o: {
  pool: pg.Pool;
  server?: () => DatabaseServerStatus | null;
  /** Whether this instance runs job workers (JOBS_ENABLED). */
  workers: boolean;
}): Promise<Health> {
  const server = o.server?.() ?? null;
  const pool = { total: o.pool.totalCount, idle: o.pool.idleCount, waiting: o.pool.waitingCount };
  const started = performance.now();
  try {
    const { rows } = await o.pool.query<{ version: string }>('select version() as version');
    const version = rows[0]?.version.match(/^PostgreSQL [\d.]+/)?.[0] ?? rows[0]?.version ?? null;
    const latencyMs = Math.round(performance.now() - started);
    return {
      status: 'ok',
      version: APP_VERSION,
      database: { reachable: true, version, latencyMs, problem: null, server, pool },
      jobs: await queueHealth(o.pool, { workers: o.workers }),
    };
  } catch (err) {
    const problem =
      server?.state === 'restarting'
        ? `the embedded PostgreSQL stopped (${describeExit(server)}) and is being started again`
        : `the database does not answer: ${(err as Error).message}`;
    return {
      status: 'degraded',
      version: APP_VERSION,
      database: { reachable: false, version: null, latencyMs: null, problem, server, pool },
      jobs: {
        status: 'unknown',
        workers: o.workers,
        queued: 0,
        retrying: 0,
        running: 0,
        failedLastDay: 0,
        overdue: 0,
        lastError: null,
        problem: 'The database does not answer: the job queue cannot be read.',
      },
    };
  }
}

const describeExit = (s: DatabaseServerStatus) =>
  s.lastExit ? `${s.lastExit.signal ?? `exit code ${s.lastExit.code}`} at ${s.lastExit.at}` : 'unknown cause';
