import type pg from 'pg';
import { type Job, PgBoss } from 'pg-boss';
import type { Env } from '../env.ts';
import type { AppDeps } from '../http/types.ts';
import type { Logger } from '../lib/logger.ts';
import { isRecurring, type JobDefinition, type OneOffJob, type RecurringJob } from './job.ts';
import { startPacer } from './pacer.ts';
import {
  ensureQueues,
  HEARTBEAT_SECONDS,
  pollingSecondsOf,
  superviseSecondsOf,
  timeoutSecondsOf,
} from './queue-options.ts';
import {
  type FailedJob,
  failedJobs,
  liveJobId,
  type QueueStatus,
  queueStatus,
  retryFailedJob,
} from './queue-status.ts';

/** How long a stopping instance waits for its running jobs to wind down before releasing them. */
const DRAIN_MS = 10_000;

export interface JobOutcome {
  name: string;
  id: string;
  ok: boolean;
  error?: string;
}

/** The job queue of one process (pg-boss on the app's PostgreSQL; see docs/development.md, "Jobs"). */
export interface JobQueue {
  readonly jobs: readonly JobDefinition[];
  /**
   * Queues one run of a one-off job. With a key, a job already queued or running for the same key
   * is joined instead: its id comes back with `joined: true`.
   */
  send<Data>(
    job: OneOffJob<Data>,
    data: Data,
    o?: { startAfter?: Date },
  ): Promise<{ id: string; joined: boolean }>;
  /** Makes this process a worker: runs jobs, paces recurring jobs, supervises (JOBS_ENABLED). */
  startWorkers(): Promise<void>;
  /** Files the current period's run of every recurring job, as each worker does at each period. */
  enqueueDue(): Promise<string[]>;
  /** Queues a run of a recurring job now, outside its period; null when one is already waiting. */
  trigger(name: string): Promise<string | null>;
  /** Runs in this process the ready jobs of these queues (all by default) until none is left. */
  runReady(names?: string[]): Promise<JobOutcome[]>;
  /** Counts, last success and last error of every queue (administration). */
  status(): Promise<QueueStatus[]>;
  /** The newest failed jobs of a queue, with their errors (administration). */
  failed(name: string, limit: number): Promise<FailedJob[]>;
  /** One more try for a failed job: false when there is none with that id in that queue. */
  retry(name: string, id: string): Promise<boolean | 'conflict'>;
  /** pg-boss itself, started (tests and benchmarks). */
  boss(): Promise<PgBoss>;
  /** Graceful: stops fetching, lets running jobs wind down (or releases them for a retry). */
  stop(): Promise<void>;
}

export function createJobQueue(o: {
  pool: pg.Pool;
  env: Env;
  logger: Logger;
  jobs: JobDefinition[];
  /** The app's dependencies, given to each run (read late: they include this queue). */
  deps: () => AppDeps;
}): JobQueue {
  const byName = new Map(o.jobs.map((j) => [j.name, j]));
  const log = o.logger.child({ component: 'jobs' });
  const stopping = new AbortController();
  let working = false;
  let started: Promise<PgBoss> | undefined;
  let pacer: { stop(): void } | undefined;

  async function start(): Promise<PgBoss> {
    const boss = new PgBoss({
      // The app's pool: no second pool, and the queue's statements count in its limits.
      db: { executeSql: (text, values) => o.pool.query(text, values as unknown[]) },
      // Recurring runs come from the pacer (periods shorter than pg-boss's one-minute cron).
      schedule: false,
      // Only workers expire dead jobs, delete old ones and run pg-boss's own migrations; the
      // schema is installed by runMigrations (src/server/db/migrate.ts).
      supervise: working,
      migrate: working,
      superviseIntervalSeconds: superviseSecondsOf(o.env),
      monitorIntervalSeconds: superviseSecondsOf(o.env),
      maintenanceIntervalSeconds: 3600,
      registerInstance: false,
      openTelemetry: { enabled: false },
    });
    boss.on('error', (err) => log.warn({ err }, 'job queue error'));
    boss.on('warning', (w: { message: string; data: object }) => log.warn({ data: w.data }, w.message));
    await boss.start();
    await ensureQueues(boss, o.jobs, o.env);
    return boss;
  }

  function ready(): Promise<PgBoss> {
    started ??= start().catch((e) => {
      started = undefined;
      throw e;
    });
    return started;
  }

  /**
   * Wakes this instance's idle workers of a queue now, instead of at their next poll: when it
   * files a job, and after each run (a worker with a backlog goes on at once rather than waiting
   * out its polling interval between two jobs).
   */
  const wake = (boss: PgBoss, name: string) => {
    for (const worker of boss.getWipData()) if (worker.name === name) boss.notifyWorker(worker.id);
  };

  const definition = (name: string) => {
    const job = byName.get(name);
    if (!job) throw new Error(`no job named ${name} (add it to src/server/jobs/index.ts)`);
    return job;
  };

  /**
   * One run of a job: the definition's `run` with its data, logged; throws to fail (retry).
   * `claimSignal` ends the run early: pg-boss's (timeout, claim lost), or the run's own timeout.
   */
  async function execute(job: JobDefinition, claimed: Job<unknown>, claimSignal: AbortSignal) {
    const runLog = log.child({ job: job.name, jobId: claimed.id });
    const signal = AbortSignal.any([claimSignal, stopping.signal]);
    const started = performance.now();
    runLog.debug({ retryCount: claimed.retryCount }, 'job started');
    try {
      // A recurring job's data is null in the queue; its run sees undefined.
      await (job as OneOffJob<unknown>).run(o.deps(), {
        data: claimed.data ?? undefined,
        signal,
        id: claimed.id,
        retryCount: claimed.retryCount,
        log: runLog,
      });
    } catch (err) {
      runLog.error(
        { err, retryCount: claimed.retryCount },
        'job failed; retried with backoff while tries remain',
      );
      throw err;
    }
    // Cut short by a shutdown: failed, so that it runs again (from the start) on a live instance.
    if (stopping.signal.aborted) throw new Error('interrupted by a shutdown');
    runLog.debug({ ms: Math.round(performance.now() - started) }, 'job done');
  }

  async function enqueuePeriod(job: RecurringJob): Promise<boolean> {
    try {
      const boss = await ready();
      const seconds = Math.max(1, Math.round(job.every(o.env)));
      const id = await boss.sendThrottled(job.name, null, null, seconds, job.name);
      if (id) wake(boss, job.name);
      return id !== null;
    } catch (err) {
      log.warn({ err, job: job.name }, 'could not queue the run of a recurring job');
      return false;
    }
  }

  /** Runs one claimed job here, keeping its heartbeat as pg-boss's workers do. */
  async function runClaimed(boss: PgBoss, job: JobDefinition, claimed: Job<unknown>): Promise<JobOutcome> {
    const beat = setInterval(
      () => void boss.touch(job.name, claimed.id).catch(() => {}),
      (HEARTBEAT_SECONDS * 1000) / 2,
    );
    try {
      await execute(job, claimed, AbortSignal.timeout(timeoutSecondsOf(job) * 1000));
      await boss.complete(job.name, claimed.id);
      return { name: job.name, id: claimed.id, ok: true };
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      await boss.fail(job.name, claimed.id, { name: error.name, message: error.message });
      return { name: job.name, id: claimed.id, ok: false, error: error.message };
    } finally {
      clearInterval(beat);
    }
  }

  return {
    jobs: o.jobs,

    async send(job, data, opts = {}) {
      definition(job.name);
      const boss = await ready();
      const key = job.key?.(data);
      const options = {
        ...(key ? { singletonKey: key } : {}),
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      };
      // Twice at most: the job that refused ours may finish between the refusal and the look-up.
      for (let attempt = 0; attempt < 2; attempt++) {
        const id = await boss.send(job.name, data as object, options);
        if (id) {
          wake(boss, job.name);
          return { id, joined: false };
        }
        if (!key) break;
        const live = await liveJobId(o.pool, job.name, key);
        if (live) return { id: live, joined: true };
      }
      throw new Error(`the queue refused a job of ${job.name}`);
    },

    async startWorkers() {
      if (working) return;
      working = true;
      // Already started to send jobs: started again as a worker (supervision on).
      const producer = await started?.catch(() => undefined);
      await producer?.stop({ graceful: false, close: false });
      started = undefined;
      const boss = await ready();
      for (const job of o.jobs) {
        await boss.work(
          job.name,
          {
            localConcurrency: job.concurrency ?? 1,
            // Woken when this instance files a job or finishes one; polling is the backstop (jobs
            // filed by other instances, retries coming due).
            pollingIntervalSeconds: pollingSecondsOf(job, o.env),
          },
          async ([claimed]) => {
            try {
              await execute(job, claimed, claimed.signal);
            } finally {
              wake(boss, job.name);
            }
          },
        );
      }
      pacer = startPacer(o.jobs.filter(isRecurring), o.env, enqueuePeriod);
      log.info({ jobs: o.jobs.length }, 'job workers started');
    },

    async enqueueDue() {
      const filed: string[] = [];
      for (const job of o.jobs.filter(isRecurring)) if (await enqueuePeriod(job)) filed.push(job.name);
      return filed;
    },

    async trigger(name) {
      if (!isRecurring(definition(name))) throw new Error(`${name} is not a recurring job`);
      // Under the job's key, as its periods' runs: still one waiting and one running at most.
      return (await ready()).send(name, null, { singletonKey: name });
    },

    async runReady(names = o.jobs.map((j) => j.name)) {
      const boss = await ready();
      const outcomes: JobOutcome[] = [];
      for (const name of names) {
        const job = definition(name);
        while (!stopping.signal.aborted) {
          const [claimed] = await boss.fetch(name);
          if (!claimed) break;
          outcomes.push(await runClaimed(boss, job, claimed));
        }
      }
      return outcomes;
    },

    async status() {
      await ready();
      return queueStatus(o.pool, o.jobs, o.env);
    },

    async failed(name, limit) {
      definition(name);
      await ready();
      return failedJobs(o.pool, name, limit);
    },

    async retry(name, id) {
      definition(name);
      const outcome = await retryFailedJob(await ready(), name, id);
      if (outcome === true) wake(await ready(), name);
      return outcome;
    },

    boss: ready,

    async stop() {
      pacer?.stop();
      stopping.abort();
      if (!started) return;
      const boss = await started.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: DRAIN_MS, close: false });
    },
  };
}
