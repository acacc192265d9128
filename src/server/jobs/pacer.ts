import type { Env } from '../env.ts';
import type { RecurringJob } from './job.ts';

/**
 * Past the start of a period, so that an instance whose clock runs a little ahead of the
 * database's still files its run under the new period.
 */
const MARGIN_MS = 500;

/**
 * Asks for the run of each recurring job at start and then at the start of each of its periods.
 * Every instance does the same; `enqueue` files the run under its period (pg-boss's throttle slot,
 * a unique index), so one run per period is created whichever instances ask.
 */
export function startPacer(jobs: RecurringJob[], env: Env, enqueue: (job: RecurringJob) => Promise<unknown>) {
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  const plan = (job: RecurringJob) => {
    const periodMs = job.every(env) * 1000;
    const delay = periodMs - (Date.now() % periodMs) + MARGIN_MS;
    timers.set(
      job.name,
      setTimeout(() => {
        void enqueue(job).finally(() => {
          if (!stopped) plan(job);
        });
      }, delay),
    );
  };
  for (const job of jobs) {
    void enqueue(job);
    plan(job);
  }
  return {
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
