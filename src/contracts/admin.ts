import * as z from 'zod/mini';
import { dateTime, fractionalMinorAmount, queryNumber } from './common.ts';
import { defineApi } from './define.ts';

export const adminStats = z.object({
  users: z.number(),
  signupsThisMonth: z.number(),
  /** Paid plans in force now (subscriptions, one-time months, promo grants), by plan. */
  paidSubscriptions: z.object({ starter: z.number(), pro: z.number(), elite: z.number(), total: z.number() }),
  /** Monthly recurring revenue of renewing subscriptions, from the plan table (yearly ÷ 12). */
  mrr: z.object({ cents: fractionalMinorAmount, currency: z.string(), subscriptions: z.number() }),
  /** Searches counted against quotas since the 1st of this month (UTC). */
  searchesThisMonth: z.object({ product: z.number(), keyword: z.number(), total: z.number() }),
  /** The app's reviews: how many, and their average rating to one decimal (null: none yet). */
  reviews: z.object({ count: z.number(), average: z.nullable(z.number()) }),
});
export type AdminStats = z.output<typeof adminStats>;

export const adminApi = defineApi('/admin', {
  stats: { method: 'GET', path: '/stats', response: adminStats },
});

/** One job queue (a job of src/server/jobs/index.ts) as an administrator sees it. */
export const jobQueue = z.object({
  name: z.string(),
  kind: z.enum(['recurring', 'one-off']),
  /** A recurring job's period. */
  everySeconds: z.nullable(z.number()),
  /** Runs one instance works on at once. */
  concurrency: z.number(),
  /** Waiting to run (including runs planned for later). */
  queued: z.number(),
  /** Failed, waiting for their next try. */
  retrying: z.number(),
  running: z.number(),
  /** Failed for good (no tries left), kept 2 days (recurring) or 7 days (one-off). */
  failed: z.number(),
  lastSuccessAt: z.nullable(dateTime),
  /** The newest error of a run still kept (failed, or waiting to retry). */
  lastError: z.nullable(z.object({ message: z.string(), at: dateTime, jobId: z.string() })),
});
export type JobQueueView = z.output<typeof jobQueue>;

export const failedJob = z.object({
  id: z.string(),
  data: z.unknown(),
  error: z.string(),
  /** Tries made (the first run and its retries). */
  tries: z.number(),
  createdAt: dateTime,
  failedAt: z.nullable(dateTime),
});
export type FailedJobView = z.output<typeof failedJob>;

/** A job's queue, as named in src/server/jobs/index.ts. */
const queueName = z.string().check(z.regex(/^[a-z0-9-]{1,100}$/));

/** The job queues (docs/development.md, "Jobs"): state, failed jobs, a retry (audited). */
export const adminJobsApi = defineApi('/admin/jobs', {
  list: { method: 'GET', path: '/', response: z.object({ queues: z.array(jobQueue) }) },
  failed: {
    method: 'GET',
    path: '/:queue/failed',
    params: z.object({ queue: queueName }),
    query: z.object({
      limit: z._default(queryNumber().check(z.int(), z.minimum(1), z.maximum(100)), 20),
    }),
    response: z.object({ jobs: z.array(failedJob) }),
  },
  retry: {
    method: 'POST',
    path: '/:queue/failed/:id/retry',
    params: z.object({ queue: queueName, id: z.uuid() }),
    response: z.object({ retried: z.literal(true) }),
  },
});
