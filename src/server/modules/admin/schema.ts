import { z } from 'zod';

/** A job's queue, as named in src/server/jobs/index.ts. */
export const jobQueueParam = z.object({ queue: z.string().regex(/^[a-z0-9-]{1,100}$/) });

export const failedJobParam = jobQueueParam.extend({ id: z.uuid() });

export const failedJobsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
