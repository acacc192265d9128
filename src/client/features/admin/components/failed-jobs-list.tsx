import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { formatDateTime } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useFailedJobs, useRetryJob } from '../api/job-queues.ts';

/** The newest failed jobs of one queue: what they were asked to do, their error, and a retry. */
export function FailedJobsList({ queue }: { queue: string }) {
  const { t, i18n } = useTranslation('admin-jobs');
  const errorMessage = useErrorMessage();
  const failed = useFailedJobs(queue);
  const retry = useRetryJob(queue);
  const jobs = failed.data?.jobs ?? [];
  return (
    <QueryStates
      query={failed}
      skeletonClassName="h-16"
      loadError={t('admin:loadError')}
      isEmpty={jobs.length === 0}
      empty={<p className="text-sm text-muted-foreground">{t('noFailed')}</p>}
    >
      <ul className="grid gap-2" aria-label={t('failedOf', { queue })}>
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-2">
            <div className="min-w-0 space-y-1 text-sm">
              <p className="break-words text-destructive">{job.error}</p>
              <p className="text-xs text-muted-foreground">
                {t('failedAt', {
                  date: formatDateTime(job.failedAt ?? job.createdAt, i18n.language),
                  count: job.tries,
                })}
              </p>
              <code className="block break-all text-xs text-muted-foreground">
                {JSON.stringify(job.data)}
              </code>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(job.id, {
                  onSuccess: () => toast.success(t('retried')),
                  onError: (e) => toast.error(errorMessage(e)),
                })
              }
            >
              {t('retry')}
            </Button>
          </li>
        ))}
      </ul>
    </QueryStates>
  );
}
