import type pg from 'pg';
import type { Health } from '#contracts/health.ts';
import type { DatabaseServerStatus } from '#server/db/supervise-postgres.ts';
import { APP_VERSION } from '#server/lib/app-version.ts';

/** The database's health and what is wrong when it is not healthy (GET /api/health). */
export async function checkHealth(o: {
  pool: pg.Pool;
  server?: () => DatabaseServerStatus | null;
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
    };
  }
}

const describeExit = (s: DatabaseServerStatus) =>
  s.lastExit ? `${s.lastExit.signal ?? `exit code ${s.lastExit.code}`} at ${s.lastExit.at}` : 'unknown cause';
