import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import { type JobQueueView, useJobQueues } from '../api/job-queues.ts';
import { FailedJobsList } from './failed-jobs-list.tsx';

/** "every 30 s", "every 5 min", "every day": a recurring job's period in its largest whole unit. */
function usePeriod() {
  const { t } = useTranslation('admin-jobs');
  return (queue: JobQueueView) => {
    const s = queue.everySeconds;
    if (s === null) return t('onDemand');
    if (s % 86_400 === 0) return t('every.days', { count: s / 86_400 });
    if (s % 3_600 === 0) return t('every.hours', { count: s / 3_600 });
    if (s % 60 === 0) return t('every.minutes', { count: s / 60 });
    return t('every.seconds', { count: s });
  };
}

/** Admin console: each background job's queue (waiting, running, failed), with failed jobs to retry. */
export function JobQueuesSection() {
  const { t, i18n } = useTranslation('admin-jobs');
  const queues = useJobQueues();
  const period = usePeriod();
  const [open, setOpen] = useState<string | null>(null);
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <section aria-labelledby="jobs-title">
      <Card>
        <CardHeader>
          <CardTitle id="jobs-title">{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryStates query={queues} skeletonClassName="h-32" loadError={t('admin:loadError')}>
            {({ queues }) => (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('job')}</TableHead>
                    <TableHead className="text-right">{t('queued')}</TableHead>
                    <TableHead className="text-right">{t('running')}</TableHead>
                    <TableHead className="text-right">{t('failed')}</TableHead>
                    <TableHead>{t('lastSuccess')}</TableHead>
                    <TableHead>{t('lastError')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {queues.map((q) => (
                    <Fragment key={q.name}>
                      <TableRow>
                        <TableCell>
                          <div className="font-mono">{q.name}</div>
                          <div className="text-xs text-muted-foreground">{period(q)}</div>
                        </TableCell>
                        <TableCell className="text-right tabular-nums">
                          {n(q.queued)}
                          {q.retrying > 0 && (
                            <div className="text-xs text-muted-foreground">
                              {t('retrying', { count: q.retrying })}
                            </div>
                          )}
                        </TableCell>
                        <TableCell className="text-right tabular-nums">{n(q.running)}</TableCell>
                        <TableCell className="text-right">
                          {q.failed > 0 ? (
                            <Button
                              variant="outline"
                              size="sm"
                              aria-expanded={open === q.name}
                              onClick={() => setOpen(open === q.name ? null : q.name)}
                            >
                              <Badge variant="destructive">{n(q.failed)}</Badge>
                              {t(open === q.name ? 'hide' : 'show')}
                            </Button>
                          ) : (
                            <span className="tabular-nums">0</span>
                          )}
                        </TableCell>
                        <TableCell className="whitespace-nowrap">
                          {q.lastSuccessAt ? formatDateTime(q.lastSuccessAt, i18n.language) : t('never')}
                        </TableCell>
                        <TableCell className="max-w-64">
                          {q.lastError ? (
                            <>
                              <p className="line-clamp-2 break-words text-destructive">
                                {q.lastError.message}
                              </p>
                              <p className="text-xs text-muted-foreground">
                                {formatDateTime(q.lastError.at, i18n.language)}
                              </p>
                            </>
                          ) : (
                            <span className="text-muted-foreground">{t('none')}</span>
                          )}
                        </TableCell>
                      </TableRow>
                      {open === q.name && (
                        <TableRow>
                          <TableCell colSpan={6}>
                            <FailedJobsList queue={q.name} />
                          </TableCell>
                        </TableRow>
                      )}
                    </Fragment>
                  ))}
                </TableBody>
              </Table>
            )}
          </QueryStates>
        </CardContent>
      </Card>
    </section>
  );
}
