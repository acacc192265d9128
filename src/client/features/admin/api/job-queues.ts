import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { adminJobsApi } from '#contracts/admin.ts';

export type { FailedJobView, JobQueueView } from '#contracts/admin.ts';

export const jobQueuesQuery = queryOptions({
  queryKey: ['admin', 'jobs'],
  queryFn: () => call(adminJobsApi.list),
  refetchInterval: 15_000,
});
export const useJobQueues = () => useQuery(jobQueuesQuery);

export const failedJobsQuery = (queue: string) =>
  queryOptions({
    queryKey: ['admin', 'jobs', queue, 'failed'],
    queryFn: () => call(adminJobsApi.failed, { params: { queue }, query: { limit: 20 } }),
  });
export const useFailedJobs = (queue: string) => useQuery(failedJobsQuery(queue));

export function useRetryJob(queue: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(adminJobsApi.retry, { params: { queue, id } }),
    onSettled: () => void client.invalidateQueries({ queryKey: ['admin', 'jobs'] }),
  });
}
