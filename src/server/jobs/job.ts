import type { Env } from '../env.ts';
import type { AppDeps } from '../http/types.ts';
import type { Logger } from '../lib/logger.ts';

/** What a job's `run` receives besides the app's dependencies. */
export interface JobRun<Data> {
  data: Data;
  /** Aborted when the run must stop early: shutdown, its timeout, or its claim lost. Check it between steps. */
  signal: AbortSignal;
  /** The queue's id of this job (the same across its retries). */
  id: string;
  /** 0 on the first try, then 1, 2… on the retries. */
  retryCount: number;
  log: Logger;
}

interface JobBase<Data> {
  /** Unique, stable name: the name of its queue (lowercase letters, digits and dashes). */
  name: string;
  /**
   * The work. A run that throws is retried with exponential backoff; it must be idempotent, since
   * a run cut short (crash, timeout, shutdown) is run again from the start on any instance.
   */
  run: (deps: AppDeps, job: JobRun<Data>) => Promise<void>;
  /** Tries after the first failure before the job is kept as failed (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled at each next one (default 10). */
  retryDelaySeconds?: number;
  /** Longest a run may take; past it the run is aborted and counts as a failure (default 15 min). */
  timeoutSeconds?: number;
  /** Runs of this job one instance works on at once (default 1). */
  concurrency?: number;
}

/** A job that runs once per period across all instances (alert checks, refreshes, expiry…). */
export interface RecurringJob extends JobBase<undefined> {
  /** The period, in seconds (may read the configuration). */
  every: (env: Env) => number;
}

/** A job run once per `send`, with its own data (a crawl of a keyword, a fetch of an ASIN…). */
export interface OneOffJob<Data> extends JobBase<Data> {
  /**
   * Deduplication: jobs whose data gives the same key are one job while it is queued or running
   * (many users asking for the same keyword make one crawl). Without it every send is a job.
   */
  key?: (data: Data) => string;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds one-off jobs of every data type.
export type JobDefinition = RecurringJob | OneOffJob<any>;

export const isRecurring = (job: JobDefinition): job is RecurringJob => 'every' in job;
