import type { JobQueue } from '#server/jobs/queue.ts';
import type { QueueStatus } from '#server/jobs/queue-status.ts';
import { AppError } from '#server/lib/app-error.ts';

export type { QueueStatus };

/** Every job queue: queued, retrying, running and failed runs, last success and last error. */
export async function listJobQueues(o: { jobs: JobQueue }): Promise<{ queues: QueueStatus[] }> {
  return { queues: await o.jobs.status() };
}

/** The queue's name, or a 404 for a name no job has. */
export function knownQueue(jobs: JobQueue, name: string): string {
  if (!jobs.jobs.some((j) => j.name === name))
    throw new AppError('job_queue_not_found', 404, { queue: name });
  return name;
}
