import type pg from 'pg';
import type { Health } from '#contracts/health.ts';
import { APP_VERSION } from '#server/lib/app-version.ts';

export async function checkHealth({ pool }: { pool: pg.Pool }): Promise<Health> {
  const started = performance.now();
  try {
    const { rows } = await pool.query<{ version: string }>('select version() as version');
    const version = rows[0]?.version.match(/^PostgreSQL [\d.]+/)?.[0] ?? rows[0]?.version ?? null;
    return {
      status: 'ok',
      version: APP_VERSION,
      database: { reachable: true, version, latencyMs: Math.round(performance.now() - started) },
    };
  } catch {
    return {
      status: 'degraded',
      version: APP_VERSION,
      database: { reachable: false, version: null, latencyMs: null },
    };
  }
}
