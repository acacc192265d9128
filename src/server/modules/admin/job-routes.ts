import { Hono } from 'hono';
import { currentUser, requireAdmin } from '#server/auth/session.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { validate } from '#server/http/validate.ts';
import { listFailedJobs } from './list-failed-jobs.ts';
import { listJobQueues } from './list-job-queues.ts';
import { retryFailedJob } from './retry-failed-job.ts';
import { failedJobParam, failedJobsQuery, jobQueueParam } from './schema.ts';

/** /api/admin/jobs: the job queues' state, their failed jobs, and a retry (docs/development.md, "Jobs"). */
export function adminJobRoutes({ database, jobs, now }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json(await listJobQueues({ jobs })))
    .get('/:queue/failed', validate('param', jobQueueParam), validate('query', failedJobsQuery), async (c) =>
      c.json(
        await listFailedJobs({ jobs, queue: c.req.valid('param').queue, limit: c.req.valid('query').limit }),
      ),
    )
    .post('/:queue/failed/:id/retry', validate('param', failedJobParam), async (c) => {
      const { id, email } = currentUser(c);
      const { queue, id: jobId } = c.req.valid('param');
      return c.json(
        await retryFailedJob({ db: database.db, jobs, actor: { id, email }, queue, id: jobId, now: now() }),
      );
    });
}
