import type pg from 'pg';
import type { AppDeps } from '#server/http/types.ts';
import type { JobOutcome } from '#server/jobs/queue.ts';

/**
 * Runs a recurring job now, in the test's process, through the queue as a worker would (queued,
 * claimed, run, completed or failed). Tests trigger jobs this way: no worker runs in the background.
 */
export async function runJobNow(deps: AppDeps, name: string): Promise<JobOutcome> {
  await deps.jobs.trigger(name); // null when a run is already waiting: that one runs
  const outcome = (await deps.jobs.runReady([name])).at(-1);
  if (!outcome) throw new Error(`no run of ${name} was ready`);
  return outcome;
}

export interface JobRow {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  /** The period a recurring job's run belongs to (null for a run outside the periods). */
  period: Date | null;
  startedOn: Date | null;
  completedOn: Date | null;
  output: { message?: string } | null;
}

/** The rows pg-boss keeps for the runs of a job, oldest first (its `pgboss.job` table). */
export async function jobRows(pool: pg.Pool, name: string): Promise<JobRow[]> {
  const { rows } = await pool.query<JobRow>(
    `select id, name, state, retry_count as "retryCount", singleton_on as "period",
            started_on as "startedOn", completed_on as "completedOn", output
     from pgboss.job where name = $1 order by created_on, id`,
    [name],
  );
  return rows;
}

/**
 * A run of a job that failed for good with `message` (no tries left), as pg-boss keeps it. Under
 * the job's own key by default (as its real runs), or another key so that several can wait to be
 * retried at once. Returns its id.
 */
export async function failedRun(deps: AppDeps, name: string, message: string, key = name): Promise<string> {
  const boss = await deps.jobs.boss();
  const id = await boss.send(name, {}, { retryLimit: 0, singletonKey: key });
  if (!id) throw new Error(`a run of ${name} is already waiting`);
  await deps.database.pool.query(
    `update pgboss.job set state = 'failed', started_on = now(), completed_on = now(), output = $2 where id = $1`,
    [id, { name: 'Error', message }],
  );
  return id;
}
