import type { JobQueue } from '#server/jobs/queue.ts';
import type { FailedJob } from '#server/jobs/queue-status.ts';
import { knownQueue } from './list-job-queues.ts';

export type { FailedJob };

/** The newest failed jobs of one queue (no tries left), with their data and error. */
export async function listFailedJobs(o: { jobs: JobQueue; queue: string; limit: number }) {
  return { jobs: await o.jobs.failed(knownQueue(o.jobs, o.queue), o.limit) };
}
