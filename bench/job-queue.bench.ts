// Queue overhead per job (pg-boss, ADR 050): a job that does nothing, from enqueue to done, timed
// by the database (pgboss.job: created_on → started_on → completed_on), on the embedded PostgreSQL
// with production durability (fsync on). (1) one at a time, sent by the working instance itself
// (which wakes its worker) and by another instance (picked up at the worker's next poll); (2) the
// cost of deps.jobs.send; (3) jobs/s drained by one and two worker processes.
// Results: bench/results/job-queue.json, summarised in docs/benchmarks.md.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '#server/db/client.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { createLogger } from '#server/lib/logger.ts';
import { tempDataDir } from '#tests/helpers/server-process.ts';
import { benchQueue } from './lib/noop-job.ts';
import { treeCpuSeconds } from './lib/process-stats.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const SEQUENTIAL = 200;
const FROM_ANOTHER = 10;
const SENDS = 500;
const DRAINED = Number(process.env.BENCH_JOBS ?? 2000);
const round1 = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const spread = (values: number[]) => ({
  p50: round1(percentile(values, 50)),
  p90: round1(percentile(values, 90)),
  p99: round1(percentile(values, 99)),
});

const dir = tempDataDir('scout-bench-jobs-');
const postgres = await startEmbeddedPostgres({
  clusterDir: path.join(dir, 'postgres'),
  logger: createLogger({ level: 'warn' }),
});
const url = postgres.url;
const postgresPid = Number(
  fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
);
const database = connectDatabase(url, { max: 2 });

/** Database-timed durations (ms) of the no-op runs of one scenario. */
async function timings(tag: string) {
  const { rows } = await database.pool.query<{ pickup: number; done: number }>(
    `select extract(epoch from started_on - created_on) * 1000 as pickup,
            extract(epoch from completed_on - created_on) * 1000 as done
     from pgboss.job where name = 'bench-noop' and data->>'tag' = $1 and state = 'completed'`,
    [tag],
  );
  return {
    pickupMs: spread(rows.map((r) => Number(r.pickup))),
    doneMs: spread(rows.map((r) => Number(r.done))),
  };
}

async function completed(tag: string): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job where name = 'bench-noop' and data->>'tag' = $1 and state = 'completed'`,
    [tag],
  );
  return rows[0].n;
}

/** Worker processes (bench/lib/job-worker.ts), each ready when it prints so. */
async function startWorkers(count: number, concurrency: number): Promise<ChildProcess[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const child = spawn(process.execPath, ['bench/lib/job-worker.ts', url, String(concurrency)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on('data', (d) => String(d).includes('ready') && resolve());
        child.once('exit', (code) => reject(new Error(`a worker exited (${code})`)));
      });
      return child;
    }),
  );
}

try {
  await runMigrations(database.pool);
  const loadAverageBefore = os.loadavg()[0];

  // (1) One job at a time, sent by the instance that works it.
  let started: ((n: number) => void) | undefined;
  const worker = benchQueue(url, { onRun: (n) => started?.(n) });
  await worker.queue.startWorkers();
  const sendToRunMs: number[] = [];
  for (let n = 0; n < SEQUENTIAL; n++) {
    const t0 = performance.now();
    const running = new Promise<number>((resolve) => {
      started = resolve;
    });
    await worker.queue.send(worker.job, { n, tag: 'same-instance' });
    await running;
    sendToRunMs.push(performance.now() - t0);
  }
  while ((await completed('same-instance')) < SEQUENTIAL) await sleep(20);

  // … and sent by another instance (no worker of its own): the worker finds it at its next poll.
  const producer = benchQueue(url);
  const fromAnotherMs: number[] = [];
  for (let n = 0; n < FROM_ANOTHER; n++) {
    const t0 = performance.now();
    const running = new Promise<number>((resolve) => {
      started = resolve;
    });
    await producer.queue.send(producer.job, { n, tag: 'other-instance' });
    await running;
    fromAnotherMs.push(performance.now() - t0);
  }
  while ((await completed('other-instance')) < FROM_ANOTHER) await sleep(20);
  await worker.close();

  // (2) The cost of sending: one after another, then 16 at a time.
  let t0 = performance.now();
  for (let n = 0; n < SENDS; n++) await producer.queue.send(producer.job, { n, tag: 'send' });
  const sequentialSendMs = (performance.now() - t0) / SENDS;
  t0 = performance.now();
  for (let n = 0; n < SENDS; n += 16)
    await Promise.all(
      Array.from({ length: 16 }, (_, i) => producer.queue.send(producer.job, { n: n + i, tag: 'send' })),
    );
  const parallelSendsPerSecond = Math.round(SENDS / ((performance.now() - t0) / 1000));
  const boss = await producer.queue.boss();
  await boss.deleteQueuedJobs('bench-noop');

  // (3) Jobs/s: DRAINED jobs inserted at once, worked by idle worker processes.
  const drains = [];
  for (const { instances, concurrency } of [
    { instances: 1, concurrency: 1 },
    { instances: 1, concurrency: 4 },
    { instances: 2, concurrency: 4 },
  ]) {
    const tag = `drain-${instances}x${concurrency}`;
    const workers = await startWorkers(instances, concurrency);
    const cpu = () =>
      workers.reduce((sum, w) => sum + treeCpuSeconds(w.pid as number), 0) + treeCpuSeconds(postgresPid);
    const cpuBefore = cpu();
    const inserted = performance.now();
    await boss.insert(
      'bench-noop',
      Array.from({ length: DRAINED }, (_, n) => ({ data: { n, tag } })),
    );
    while ((await completed(tag)) < DRAINED) await sleep(100);
    const seconds = (performance.now() - inserted) / 1000;
    const cpuMsPerJob = ((cpu() - cpuBefore) * 1000) / DRAINED;
    const { rows } = await database.pool.query<{ seconds: number }>(
      `select extract(epoch from max(completed_on) - min(started_on)) as seconds
       from pgboss.job where name = 'bench-noop' and data->>'tag' = $1`,
      [tag],
    );
    for (const w of workers) {
      w.kill('SIGTERM');
      await new Promise((r) => w.once('exit', r));
    }
    drains.push({
      instances,
      concurrencyPerInstance: concurrency,
      jobs: DRAINED,
      jobsPerSecond: Math.round(DRAINED / seconds),
      jobsPerSecondOnceStarted: Math.round(DRAINED / Number(rows[0].seconds)),
      cpuMsPerJob: round1(cpuMsPerJob),
    });
  }
  await producer.close();

  writeResult('job-queue', {
    setup: {
      database: 'embedded PostgreSQL 18, production settings (fsync on), on the same machine',
      job: 'a one-off job whose run does nothing (bench/lib/noop-job.ts), standard queue',
      polling:
        'idle one-off workers poll every 2 s; a worker is woken when its own instance sends a job or after each run',
      loadAverage1mBefore: round1(loadAverageBefore),
    },
    oneAtATime: {
      sameInstance: {
        jobs: SEQUENTIAL,
        sendToRunMs: spread(sendToRunMs),
        ...(await timings('same-instance')),
      },
      fromAnotherInstance: {
        jobs: FROM_ANOTHER,
        sendToRunMs: spread(fromAnotherMs),
        ...(await timings('other-instance')),
      },
    },
    send: { sequentialMsPerJob: round1(sequentialSendMs), sixteenAtATimePerSecond: parallelSendsPerSecond },
    drain: drains,
  });
} finally {
  await database.close();
  await postgres.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
