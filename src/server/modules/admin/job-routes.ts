import { Hono } from 'hono';
import { adminJobsApi } from '#contracts/admin.ts';
import { currentUser, requireAdmin } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { listFailedJobs } from './list-failed-jobs.ts';
import { listJobQueues } from './list-job-queues.ts';
import { retryFailedJob } from './retry-failed-job.ts';

/** /api/admin/jobs: the job queues' state, their failed jobs, and a retry (docs/development.md, "Jobs"). */
export function adminJobRoutes({ database, jobs, now }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAdmin);
  implement(app, adminJobsApi.list, () => listJobQueues({ jobs }));
  implement(app, adminJobsApi.failed, (_c, { params, query }) =>
    listFailedJobs({ jobs, queue: params.queue, limit: query.limit }),
  );
  implement(app, adminJobsApi.retry, (c, { params }) => {
    const { id, email } = currentUser(c);
    return retryFailedJob({
      db: database.db,
      jobs,
      actor: { id, email },
      queue: params.queue,
      id: params.id,
      now: now(),
    });
  });
  return app;
}
