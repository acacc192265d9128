// A worker instance for bench/job-queue.bench.ts: `node bench/lib/job-worker.ts <database url>
// <concurrency>` works the no-op job's queue until SIGTERM, and prints "ready" once it polls.
import { benchQueue } from './noop-job.ts';

const [databaseUrl, concurrency] = process.argv.slice(2);
const { queue, close } = benchQueue(databaseUrl, { concurrency: Number(concurrency) });
await queue.startWorkers();
console.log('ready');
process.once('SIGTERM', () => {
  void close().then(() => process.exit(0));
});
