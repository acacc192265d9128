import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { scheduledJobs } from '../db/schema/index.ts';
import type { AppDeps } from '../http/types.ts';
import type { JobDefinition } from './job.ts';

const MAX_BACKOFF_MS = 10 * 60_000;

export interface Scheduler {
  readonly instanceId: string;
  /** Claims and runs every due job once (the loop calls it; tests call it directly). */
  tick(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * A database-backed scheduler that is safe with any number of instances: a due job is claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so each due run happens exactly once, whichever instance
 * takes it. Jobs survive restarts (their state is a row); a failure is retried with exponential
 * backoff and never stops the other jobs.
 */
export function createScheduler(
  deps: AppDeps,
  jobs: JobDefinition[],
  o: { tickMs?: number } = {},
): Scheduler {
  const instanceId = randomUUID();
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const db = deps.database.db;
  const abort = new AbortController();
  let registered = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function register() {
    if (registered || jobs.length === 0) return;
    for (const job of jobs) {
      await db
        .insert(scheduledJobs)
        .values({ name: job.name, intervalMs: job.intervalMs(deps) })
        .onConflictDoUpdate({ target: scheduledJobs.name, set: { intervalMs: job.intervalMs(deps) } });
    }
    registered = true;
  }

  async function claim(): Promise<{ name: string; leaseMs: number } | null> {
    const names = [...byName.keys()];
    const result = await db.execute<{ name: string }>(sql`
      update ${scheduledJobs} set
        locked_by = ${instanceId},
        locked_until = now() + make_interval(secs => 300),
        last_started_at = now()
      where name = (
        select name from ${scheduledJobs}
        where ${inArray(scheduledJobs.name, names)}
          and next_run_at <= now()
          and (locked_until is null or locked_until < now())
        order by next_run_at
        for update skip locked
        limit 1
      )
      returning name`);
    const name = result.rows[0]?.name;
    if (!name) return null;
    const leaseMs = byName.get(name)?.leaseMs ?? 300_000;
    if (leaseMs !== 300_000) {
      await db.execute(
        sql`update ${scheduledJobs} set locked_until = now() + make_interval(secs => ${leaseMs / 1000}) where name = ${name}`,
      );
    }
    return { name, leaseMs };
  }

  async function finish(name: string, error: unknown) {
    if (error === undefined) {
      await db.execute(sql`
        update ${scheduledJobs} set
          locked_by = null, locked_until = null, last_finished_at = now(), last_error = null,
          consecutive_failures = 0, run_count = run_count + 1,
          next_run_at = case
            when next_run_at + make_interval(secs => interval_ms / 1000.0) > now()
              then next_run_at + make_interval(secs => interval_ms / 1000.0)
            else now() + make_interval(secs => interval_ms / 1000.0)
          end
        where name = ${name} and locked_by = ${instanceId}`);
    } else {
      const message = error instanceof Error ? error.message : String(error);
      await db.execute(sql`
        update ${scheduledJobs} set
          locked_by = null, locked_until = null, last_finished_at = now(), last_error = ${message.slice(0, 2000)},
          consecutive_failures = consecutive_failures + 1, run_count = run_count + 1,
          next_run_at = now() + make_interval(secs => least(
            ${MAX_BACKOFF_MS / 1000}, interval_ms / 1000.0, power(2, consecutive_failures + 1)::float8))
        where name = ${name} and locked_by = ${instanceId}`);
    }
  }

  async function tick(): Promise<string[]> {
    await register();
    const ran: string[] = [];
    while (!abort.signal.aborted) {
      const claimed = await claim();
      if (!claimed) break;
      const job = byName.get(claimed.name);
      if (!job) break;
      const log = deps.logger.child({ job: job.name });
      const started = performance.now();
      let error: unknown;
      try {
        await job.run(deps, abort.signal);
      } catch (e) {
        error = e ?? new Error('job failed');
        log.error({ err: e }, 'job failed; it will be retried with backoff');
      }
      await finish(job.name, error);
      log.debug({ ms: Math.round(performance.now() - started) }, 'job ran');
      ran.push(job.name);
    }
    return ran;
  }

  const tickMs = o.tickMs ?? 1000;
  const loop = () => {
    running = tick()
      .catch((e) => deps.logger.warn({ err: e }, 'scheduler tick failed'))
      .finally(() => {
        if (!abort.signal.aborted) timer = setTimeout(loop, tickMs);
      });
  };
  if (o.tickMs !== 0) timer = setTimeout(loop, 0);

  return {
    instanceId,
    tick,
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
