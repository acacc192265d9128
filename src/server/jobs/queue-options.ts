import type { PgBoss, Queue } from 'pg-boss';
import type { Env } from '../env.ts';
import { isRecurring, type JobDefinition } from './job.ts';

/**
 * A running job proves it is alive this often (pg-boss's smallest heartbeat); a job whose
 * instance died (SIGKILL, power cut) is failed and retried by another instance once its heartbeat
 * is this old and the next supervision pass (superviseSecondsOf) sees it.
 */
export const HEARTBEAT_SECONDS = 10;
const SUPERVISE_SECONDS = 10;

/**
 * JOBS_QUICK_TIMINGS (tests only, ADR 125): supervision, polling and the first retry of a run
 * after a second instead of ten, so that a test of a dead instance's run being taken over waits
 * for the heartbeat only. Costs a few queries a second per worker instance.
 */
const QUICK_SECONDS = 1;

/** How often a worker instance looks for runs whose heartbeat went stale (and expired runs). */
export const superviseSecondsOf = (env: Env) => (env.JOBS_QUICK_TIMINGS ? QUICK_SECONDS : SUPERVISE_SECONDS);

/** How often an idle worker looks for jobs filed by other instances or retries come due. */
export const pollingSecondsOf = (job: JobDefinition, env: Env) =>
  env.JOBS_QUICK_TIMINGS ? QUICK_SECONDS : isRecurring(job) ? 10 : 2;

/** Seconds before a failed run's first retry, doubled at each next one. */
const retryDelayOf = (job: JobDefinition, env: Env, fallback: number) =>
  env.JOBS_QUICK_TIMINGS ? QUICK_SECONDS : (job.retryDelaySeconds ?? fallback);

const DAY = 86_400;

/** Longest a run of the job may take (default 15 minutes). */
export const timeoutSecondsOf = (job: JobDefinition) => job.timeoutSeconds ?? 15 * 60;

/** Queue settings that may change between two versions of Scout (the policy cannot). */
type TunableOptions = Omit<Queue, 'name' | 'policy'>;

/** The pg-boss queue of a job definition: retries with exponential backoff, heartbeat, retention. */
export function queueOptions(job: JobDefinition, env: Env): Omit<Queue, 'name'> {
  const tunable: TunableOptions = {
    retryLimit: job.retryLimit ?? 3,
    retryBackoff: true,
    expireInSeconds: timeoutSecondsOf(job),
    heartbeatSeconds: HEARTBEAT_SECONDS,
  };
  if (isRecurring(job)) {
    const every = job.every(env);
    return {
      // One run waiting and one running at most: a slow run never piles up a backlog of periods,
      // and two runs of one recurring job never overlap, whichever instances hold them.
      policy: 'stately',
      ...tunable,
      retryDelay: retryDelayOf(job, env, Math.min(10, every)),
      // A retry later than the next period is pointless: the next period's run does the same work.
      retryDelayMax: Math.max(every, 1),
      // Finished runs are kept two days (a 30-second job leaves 5,760 rows).
      deleteAfterSeconds: 2 * DAY,
    };
  }
  return {
    // With a key: one job per key while it is queued, waiting to retry or running.
    policy: job.key ? 'exclusive' : 'standard',
    ...tunable,
    retryDelay: retryDelayOf(job, env, 10),
    retryDelayMax: 3600,
    deleteAfterSeconds: 7 * DAY,
  };
}

const TUNABLE_KEYS = [
  'retryLimit',
  'retryDelay',
  'retryBackoff',
  'retryDelayMax',
  'expireInSeconds',
  'heartbeatSeconds',
  'deleteAfterSeconds',
] as const;

/**
 * Creates the queue of each job, or brings its settings up to date. One read when nothing changed;
 * safe when several instances start at once (creating an existing queue does nothing).
 */
export async function ensureQueues(boss: PgBoss, jobs: JobDefinition[], env: Env): Promise<void> {
  const existing = new Map((await boss.getQueues(jobs.map((j) => j.name))).map((q) => [q.name, q]));
  for (const job of jobs) {
    const wanted = queueOptions(job, env);
    const current = existing.get(job.name);
    if (!current) {
      await boss.createQueue(job.name, wanted);
      continue;
    }
    if (current.policy !== wanted.policy)
      throw new Error(
        `queue ${job.name} has the ${current.policy} policy, the code wants ${wanted.policy}: give the job a new name`,
      );
    // A period read from the configuration changes the retry delays: all settings go together
    // (pg-boss checks them together: a maximum delay needs the backoff).
    if (TUNABLE_KEYS.some((k) => (current[k] ?? null) !== (wanted[k] ?? null)))
      await boss.updateQueue(job.name, Object.fromEntries(TUNABLE_KEYS.map((k) => [k, wanted[k] ?? null])));
  }
}
