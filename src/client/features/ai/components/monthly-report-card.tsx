import { Download, FileText, Loader2, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import { useGenerateMonthlyReport, useLatestMonthlyReport } from '../api/monthly-report.ts';
import { useAiErrorText } from './ai-error-text.ts';
import { EngineNote } from './engine-note.tsx';
import { LazyMarkdown } from './lazy-markdown.tsx';

/** The file name the spec fixes: rapport-mensuel-{date}.md. */
export const reportFileName = (date: Date) => `rapport-mensuel-${date.toISOString().slice(0, 10)}.md`;

function download(markdown: string) {
  const url = URL.createObjectURL(new Blob([markdown], { type: 'text/markdown;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = reportFileName(new Date());
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ReportBody() {
  const { t, i18n } = useTranslation('ai');
  const latest = useLatestMonthlyReport(true);
  const generate = useGenerateMonthlyReport();
  const errorText = useAiErrorText();
  const report = latest.data;
  const busy = generate.isPending;

  return (
    <CardContent className="space-y-4">
      <QueryStates query={latest} skeletonClassName="h-24" loadError={t('common:status.error')}>
        {report && (
          <div className="space-y-3" data-testid="monthly-report">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="font-medium">
                {t('report.totalSearches', {
                  count: report.stats.total_searches,
                  formattedCount: formatNumber(report.stats.total_searches, i18n.language),
                })}
              </span>
              <span className="text-xs text-muted-foreground">
                {t('report.generatedAt', { date: formatDateTime(report.createdAt, i18n.language) })}
              </span>
            </div>
            <div className="max-h-96 overflow-y-auto rounded-md border p-3">
              <LazyMarkdown text={report.report} />
            </div>
            <EngineNote engine={report.engine} />
          </div>
        )}
      </QueryStates>

      {generate.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(generate.error, t('report.failed'))}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <Button onClick={() => generate.mutate()} disabled={busy}>
          {busy ? <Loader2 className="animate-spin" /> : report ? <RefreshCw /> : <FileText />}
          {busy ? t('report.generating') : report ? t('report.regenerate') : t('report.generate')}
        </Button>
        {report && !busy && (
          <Button variant="outline" onClick={() => download(report.report)}>
            <Download />
            {t('report.download')}
          </Button>
        )}
      </div>
    </CardContent>
  );
}

/** Dashboard panel: the monthly AI report (pro and elite; a locked card for the others). */
export function MonthlyReportCard() {
  const { t } = useTranslation('ai');
  return (
    <PlanGate feature="monthlyReport" title={t('report.title')} description={t('report.description')}>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <FileText className="size-5 text-accent" aria-hidden="true" />
            {t('report.title')}
          </CardTitle>
          <CardDescription>{t('report.description')}</CardDescription>
        </CardHeader>
        <ReportBody />
      </Card>
    </PlanGate>
  );
}
