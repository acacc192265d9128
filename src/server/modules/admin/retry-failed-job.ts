import type { Db } from '#server/db/client.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAdminAction } from '#server/modules/audit/index.ts';
import { knownQueue } from './list-job-queues.ts';

/** Gives a failed job one more try (it runs as soon as a worker is free), recorded in the audit log. */
export async function retryFailedJob(o: {
  db: Db;
  jobs: JobQueue;
  actor: { id: string; email: string };
  queue: string;
  id: string;
  now: Date;
}): Promise<{ retried: true }> {
  const outcome = await o.jobs.retry(knownQueue(o.jobs, o.queue), o.id);
  if (outcome === false) throw new AppError('failed_job_not_found', 404);
  // The same job (its key, or the recurring job's next run) already waits: that one will run.
  if (outcome === 'conflict') throw new AppError('job_already_waiting', 409);
  await recordAdminAction(o.db, {
    actor: o.actor,
    action: 'job.retry',
    targetType: 'job',
    targetId: o.id,
    details: { queue: o.queue },
    now: o.now,
  });
  return { retried: true };
}
