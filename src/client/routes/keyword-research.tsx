import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasFeature } from '#domain/plans.ts';
import { keywordPageActions } from '../app/keyword-page-actions.ts';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { usePlan } from '../features/billing/api/usage.ts';
import { useLimitErrorToast } from '../features/billing/use-limit-error-toast.ts';
import {
  fetchKeywordExport,
  useAnalyzeKeywords,
  useKeywordAnalysis,
} from '../features/keywords/api/keyword-analysis.ts';
import { KeywordSearchCard } from '../features/keywords/components/keyword-search-card.tsx';
import { LiveCrawlNotice } from '../features/research/index.ts';
import { toast } from '../lib/toast.ts';
import { useErrorMessage } from '../lib/use-error-message.ts';

// The results (summary, Brand Analytics notice, keyword table) load with the first analysis shown.
const KeywordResults = lazy(() => import('../features/keywords/components/keyword-results.tsx'));

export default function KeywordResearchPage() {
  const { t } = useTranslation('keywords');
  const errorMessage = useErrorMessage();
  const showLimit = useLimitErrorToast();
  const navigate = useNavigate();
  const { plan } = usePlan();
  // The analysis shown: the answer of the last one made, then read again while its crawl lands.
  const [searchId, setSearchId] = useState<number | null>(null);
  const analysis = useKeywordAnalysis(searchId).data ?? null;
  const [exporting, setExporting] = useState(false);
  const analyze = useAnalyzeKeywords();
  const fail = (e: unknown) => showLimit(e) || toast.error(errorMessage(e));

  const exportCsv = async () => {
    if (!hasFeature(plan, 'export')) {
      toast.error(t('toast.exportPaid'), {
        action: { label: t('toast.upgrade'), onClick: () => navigate('/pricing') },
      });
      return;
    }
    if (!analysis) {
      toast.error(t('toast.analyzeFirst'));
      return;
    }
    setExporting(true);
    try {
      // The CSV writer (with the figures' origin) and the download load with the first export.
      const [stored, { keywordsCsv }, { downloadFile, todayStamp }] = await Promise.all([
        fetchKeywordExport(analysis.searchId),
        import('../features/keywords/components/keyword-csv.ts'),
        import('../lib/download-file.ts'),
      ]);
      downloadFile(`scout-keywords-${todayStamp()}.csv`, keywordsCsv(stored, t), 'text/csv;charset=utf-8');
      toast.success(t('toast.exported'));
    } catch (err) {
      fail(err);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
      </div>
      <KeywordSearchCard
        analysis={analysis}
        analyzing={analyze.isPending}
        onAnalyze={(body) =>
          analyze.mutate(body, {
            onSuccess: (r) => setSearchId(r.searchId),
            // A refused analysis (an unknown ASIN…) leaves no earlier result on screen as if it were its answer.
            onError: (e) => {
              setSearchId(null);
              fail(e);
            },
          })
        }
        exporting={exporting}
        onExport={exportCsv}
        actions={keywordPageActions}
      />

      {/* A keyword the catalog covers poorly: its live crawl, as on product research. */}
      {!analyze.isPending && analysis?.crawl && (
        <Suspense fallback={null}>
          <LiveCrawlNotice crawl={analysis.crawl} />
        </Suspense>
      )}
      {analyze.isPending ? (
        <Skeleton className="h-80" />
      ) : analysis ? (
        <Suspense fallback={<Skeleton className="h-80" />}>
          <KeywordResults analysis={analysis} />
        </Suspense>
      ) : (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <p className="font-medium">{t('promptTitle')}</p>
          <p className="mx-auto mt-1 max-w-xl text-sm text-muted-foreground">{t('promptBody')}</p>
        </div>
      )}
    </div>
  );
}
