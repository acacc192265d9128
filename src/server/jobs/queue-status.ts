import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { Env } from '../env.ts';
import { isRecurring, type JobDefinition } from './job.ts';

/** What an administrator sees of one queue (docs/development.md, "Jobs"). */
export interface QueueStatus {
  name: string;
  kind: 'recurring' | 'one-off';
  /** A recurring job's period. */
  everySeconds: number | null;
  /** Runs one instance works on at once. */
  concurrency: number;
  /** Waiting to run (including runs planned for later). */
  queued: number;
  /** Failed, waiting for their next try. */
  retrying: number;
  running: number;
  /** Failed for good (no tries left), kept 2 days (recurring) or 7 days (one-off). */
  failed: number;
  lastSuccessAt: Date | null;
  /** The newest error of a run still kept (failed, or waiting to retry). */
  lastError: { message: string; at: Date; jobId: string } | null;
}

export interface FailedJob {
  id: string;
  data: unknown;
  error: string;
  /** Tries made (the first run and its retries). */
  tries: number;
  createdAt: Date;
  failedAt: Date | null;
}

// pg-boss's table (schema `pgboss`, ADR 050): read directly, as pg-boss's own counts are refreshed
// only by a supervision pass.
const errorMessage = `coalesce(output->>'message', output::text)`;

export async function queueStatus(
  pool: pg.Pool,
  jobs: readonly JobDefinition[],
  env: Env,
): Promise<QueueStatus[]> {
  const names = jobs.map((j) => j.name);
  const [counts, errors] = await Promise.all([
    pool.query<{
      name: string;
      queued: number;
      retrying: number;
      running: number;
      failed: number;
      lastSuccessAt: Date | null;
    }>(
      `select name,
              count(*) filter (where state = 'created')::int as queued,
              count(*) filter (where state = 'retry')::int as retrying,
              count(*) filter (where state = 'active')::int as running,
              count(*) filter (where state = 'failed')::int as failed,
              max(completed_on) filter (where state = 'completed') as "lastSuccessAt"
       from pgboss.job where name = any($1) group by name`,
      [names],
    ),
    pool.query<{ name: string; message: string; at: Date; jobId: string }>(
      `select distinct on (name) name, ${errorMessage} as message, id as "jobId",
              coalesce(completed_on, started_on, created_on) as at
       from pgboss.job
       where name = any($1) and state in ('retry', 'failed') and output is not null
       order by name, coalesce(completed_on, started_on, created_on) desc`,
      [names],
    ),
  ]);
  const countsOf = new Map(counts.rows.map((r) => [r.name, r]));
  const errorOf = new Map(errors.rows.map((r) => [r.name, r]));
  return jobs.map((job) => {
    const c = countsOf.get(job.name);
    const e = errorOf.get(job.name);
    return {
      name: job.name,
      kind: isRecurring(job) ? 'recurring' : 'one-off',
      everySeconds: isRecurring(job) ? job.every(env) : null,
      concurrency: job.concurrency ?? 1,
      queued: c?.queued ?? 0,
      retrying: c?.retrying ?? 0,
      running: c?.running ?? 0,
      failed: c?.failed ?? 0,
      lastSuccessAt: c?.lastSuccessAt ?? null,
      lastError: e ? { message: e.message, at: e.at, jobId: e.jobId } : null,
    };
  });
}

export async function failedJobs(pool: pg.Pool, name: string, limit: number): Promise<FailedJob[]> {
  const { rows } = await pool.query<FailedJob>(
    `select id, data, ${errorMessage} as error, retry_count + 1 as tries,
            created_on as "createdAt", completed_on as "failedAt"
     from pgboss.job where name = $1 and state = 'failed'
     order by completed_on desc nulls last, created_on desc limit $2`,
    [name, limit],
  );
  return rows;
}

/** The job of a key that is queued, waiting to retry or running (the one a new send joins). */
export async function liveJobId(pool: pg.Pool, name: string, key: string): Promise<string | null> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from pgboss.job
     where name = $1 and singleton_key = $2 and state in ('created', 'retry', 'active') limit 1`,
    [name, key],
  );
  return rows[0]?.id ?? null;
}

/**
 * Puts a failed job back in its queue for one more try. False when the queue has no failed job
 * with that id; 'conflict' when the same job (same key, or the recurring job's next run) is
 * already waiting.
 */
export async function retryFailedJob(boss: PgBoss, name: string, id: string): Promise<boolean | 'conflict'> {
  try {
    const result = (await boss.retry(name, id)) as { affected?: number };
    return (result.affected ?? 0) > 0;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') return 'conflict';
    throw err;
  }
}
