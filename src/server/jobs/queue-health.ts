import type pg from 'pg';
import type { Health } from '#contracts/health.ts';

/** A run due longer than this that no worker has started means no worker is taking that queue. */
export const OVERDUE_AFTER_SECONDS = 5 * 60;

const none = { queued: 0, retrying: 0, running: 0, failedLastDay: 0, overdue: 0 };

/**
 * The job queue's health across every instance (GET /api/health, /metrics), read from pg-boss's
 * table in one query: a queue that fails (its runs keep failing, as older code does on a newer
 * schema) or backs up (no worker, or workers too slow) is said in words an operator can act on.
 */
export async function queueHealth(pool: pg.Pool, o: { workers: boolean }): Promise<Health['jobs']> {
  try {
    const [{ rows: counts }, { rows: errors }] = await Promise.all([
      pool.query<typeof none>(
        `select count(*) filter (where state = 'created')::int as queued,
                count(*) filter (where state = 'retry')::int as retrying,
                count(*) filter (where state = 'active')::int as running,
                count(*) filter (where state = 'failed')::int as "failedLastDay",
                count(*) filter (where state in ('created', 'retry')
                  and start_after < now() - make_interval(secs => $1))::int as overdue
         from pgboss.job
         where state in ('created', 'retry', 'active')
            or (state = 'failed' and completed_on > now() - interval '1 day')`,
        [OVERDUE_AFTER_SECONDS],
      ),
      pool.query<{ queue: string; message: string; at: Date }>(
        `select name as queue, coalesce(output->>'message', output::text) as message,
                coalesce(completed_on, started_on, created_on) as at
         from pgboss.job
         where state in ('retry', 'failed') and output is not null
           and coalesce(completed_on, started_on, created_on) > now() - interval '1 day'
         order by coalesce(completed_on, started_on, created_on) desc limit 1`,
      ),
    ]);
    const c = counts[0] ?? none;
    const e = errors[0];
    const lastError = e ? { queue: e.queue, message: e.message.slice(0, 500), at: e.at.toISOString() } : null;
    const failing = c.failedLastDay > 0 || c.retrying > 0;
    const problem =
      c.overdue > 0
        ? `${c.overdue} job run(s) have waited more than ${OVERDUE_AFTER_SECONDS / 60} minutes: no instance with JOBS_ENABLED is taking them, or they are too slow.`
        : failing && lastError
          ? `Job runs are failing (${c.failedLastDay} failed in the last day, ${c.retrying} waiting to retry); the newest error, in ${lastError.queue}: ${lastError.message}`
          : null;
    return {
      status: c.overdue > 0 ? 'backlog' : failing ? 'failing' : 'ok',
      workers: o.workers,
      ...c,
      lastError,
      problem,
    };
  } catch (err) {
    return {
      status: 'unknown',
      workers: o.workers,
      ...none,
      lastError: null,
      problem: `The job queue could not be read: ${(err as Error).message}`,
    };
  }
}
