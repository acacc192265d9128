import { connectDatabase } from '#server/db/client.ts';
import { loadEnv } from '#server/env.ts';
import type { AppDeps } from '#server/http/types.ts';
import type { OneOffJob } from '#server/jobs/job.ts';
import { createJobQueue } from '#server/jobs/queue.ts';
import { createLogger } from '#server/lib/logger.ts';

/** A job that does nothing: what remains of its time from enqueue to done is the queue's. */
export const noopJob = (concurrency = 1): OneOffJob<{ n: number; tag: string }> => ({
  name: 'bench-noop',
  concurrency,
  run: async () => {},
});

/**
 * One instance's job queue on `databaseUrl` (its own pool of 10, as a server has), with the no-op
 * job; `onRun` sees each run start. The job needs none of the app's dependencies.
 */
export function benchQueue(
  databaseUrl: string,
  o: { concurrency?: number; onRun?: (n: number) => void } = {},
) {
  const database = connectDatabase(databaseUrl);
  const job = noopJob(o.concurrency);
  const run = job.run;
  job.run = async (deps, j) => {
    o.onRun?.(j.data.n);
    await run(deps, j);
  };
  const queue = createJobQueue({
    pool: database.pool,
    env: loadEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/scout-bench-unused', LOG_LEVEL: 'warn' }),
    logger: createLogger({ level: 'warn' }),
    jobs: [job],
    deps: () => ({}) as AppDeps,
  });
  return {
    queue,
    job,
    close: async () => {
      await queue.stop();
      await database.close();
    },
  };
}
