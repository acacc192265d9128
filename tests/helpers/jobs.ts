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
