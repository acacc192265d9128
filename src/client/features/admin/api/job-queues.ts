import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';

/** GET /api/admin/jobs: one queue per job (src/server/jobs/queue-status.ts). */
export interface JobQueueView {
  name: string;
  kind: 'recurring' | 'one-off';
  everySeconds: number | null;
  concurrency: number;
  queued: number;
  retrying: number;
  running: number;
  failed: number;
  lastSuccessAt: string | null;
  lastError: { message: string; at: string; jobId: string } | null;
}

export interface FailedJobView {
  id: string;
  data: unknown;
  error: string;
  tries: number;
  createdAt: string;
  failedAt: string | null;
}

export const jobQueuesQuery = queryOptions({
  queryKey: ['admin', 'jobs'],
  queryFn: () => api.get<{ queues: JobQueueView[] }>('/admin/jobs'),
  refetchInterval: 15_000,
});
export const useJobQueues = () => useQuery(jobQueuesQuery);

export const failedJobsQuery = (queue: string) =>
  queryOptions({
    queryKey: ['admin', 'jobs', queue, 'failed'],
    queryFn: () =>
      api.get<{ jobs: FailedJobView[] }>(`/admin/jobs/${encodeURIComponent(queue)}/failed`, {
        query: { limit: 20 },
      }),
  });
export const useFailedJobs = (queue: string) => useQuery(failedJobsQuery(queue));

export function useRetryJob(queue: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ retried: true }>(`/admin/jobs/${encodeURIComponent(queue)}/failed/${id}/retry`, {}),
    onSettled: () => void client.invalidateQueries({ queryKey: ['admin', 'jobs'] }),
  });
}
