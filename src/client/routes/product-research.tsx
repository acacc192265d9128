import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isAsin } from '#domain/asin.ts';
import { MARKETPLACES, type MarketplaceCode, parseMarketplace } from '#domain/marketplaces.ts';
import { hasFeature } from '#domain/plans.ts';
import { Card, CardContent } from '../components/ui/card.tsx';
import { usePlan } from '../features/billing/api/usage.ts';
import { useLimitErrorToast } from '../features/billing/use-limit-error-toast.ts';
import {
  crawlUnderway,
  fetchProductSearchExport,
  type ProductFiltersInput,
  type ProductPage,
  useProductSearchPage,
  useRunProductSearch,
} from '../features/research/api/product-search.ts';
import { LiveCrawlNotice } from '../features/research/components/lazy-live-crawl-notice.ts';
import { ProductFilters } from '../features/research/components/product-filters.tsx';
import { ResultsSkeleton } from '../features/research/components/results-skeleton.tsx';
import { toast } from '../lib/toast.ts';
import { useErrorMessage } from '../lib/use-error-message.ts';
import { useOpenedOnce } from '../lib/use-opened-once.ts';

// The results (cards, score popovers) and the detail dialog opened from a result ("Analyze") load
// when there is something to show, not with the page: the first screen is only the search form.
const loadResults = () => import('../features/research/components/product-results.tsx');
const ProductResults = lazy(() => loadResults().then((m) => ({ default: m.ProductResults })));
const ProductDetailDialog = lazy(() =>
  import('../features/research/components/product-detail-dialog.tsx').then((m) => ({
    default: m.ProductDetailDialog,
  })),
);

const FIRST_PAGE: ProductPage = { sort: 'score', order: 'desc', page: 1, pageSize: 24 };

export default function ProductResearchPage() {
  const { t } = useTranslation('research');
  const errorMessage = useErrorMessage();
  const showLimit = useLimitErrorToast();
  const { plan } = usePlan();
  const navigate = useNavigate();
  const [searchId, setSearchId] = useState<number | null>(null);
  const [page, setPage] = useState<ProductPage>(FIRST_PAGE);
  // "Analyze in Scout" from the browser extension opens the detail of ?analyze=<ASIN>&marketplace=<code>.
  const [params, setParams] = useSearchParams();
  const [analyzing, setAnalyzing] = useState<{ marketplace: MarketplaceCode; asin: string } | null>(() => {
    const asin = params.get('analyze')?.toUpperCase() ?? '';
    return isAsin(asin)
      ? { asin, marketplace: parseMarketplace(params.get('marketplace') ?? '') ?? 'US' }
      : null;
  });
  const detailUsed = useOpenedOnce(analyzing !== null);
  const [exporting, setExporting] = useState(false);
  const run = useRunProductSearch();
  const results = useProductSearchPage(searchId, page);
  const fail = (e: unknown) => showLimit(e) || toast.error(errorMessage(e));

  const search = (filters: ProductFiltersInput) => {
    void loadResults(); // fetched while the search runs
    const first = { ...page, page: 1 };
    run.mutate(
      { filters, page: first },
      {
        onSuccess: (r) => {
          setPage(first);
          setSearchId(r.searchId);
        },
        onError: fail,
      },
    );
  };

  const reset = () => {
    setSearchId(null);
    setPage(FIRST_PAGE);
    run.reset();
    toast.success(t('toast.reset'));
  };

  const exportCsv = async (marketplace: MarketplaceCode) => {
    if (!hasFeature(plan, 'export')) {
      // The server refuses it too; this only saves the round trip.
      toast.error(t('toast.exportPaid'), {
        action: { label: t('toast.upgrade'), onClick: () => navigate('/pricing') },
      });
      return;
    }
    if (searchId === null) {
      toast.error(t('toast.searchFirst'));
      return;
    }
    setExporting(true);
    try {
      // The CSV writer (with the figures' origin) and the download load with the first export.
      const [all, { productsCsv }, { downloadFile, todayStamp }] = await Promise.all([
        fetchProductSearchExport(searchId, { sort: page.sort, order: page.order }),
        import('../features/research/components/product-csv.ts'),
        import('../lib/download-file.ts'),
      ]);
      const currency = MARKETPLACES[results.data?.filters.marketplace ?? marketplace].currency;
      downloadFile(
        `scout-products-${todayStamp()}.csv`,
        productsCsv(all.results, currency, t),
        'text/csv;charset=utf-8',
      );
      toast.success(t('toast.exported'));
    } catch (e) {
      fail(e);
    } finally {
      setExporting(false);
    }
  };

  const data = results.data;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">{t('product.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('product.subtitle')}</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <ProductFilters
            onSearch={search}
            onReset={reset}
            onExport={exportCsv}
            searching={run.isPending}
            exporting={exporting}
            canExport
          />
        </CardContent>
      </Card>
      {run.isPending ? (
        <ResultsSkeleton />
      ) : searchId !== null && data ? (
        <Suspense fallback={<ResultsSkeleton />}>
          {data.crawl && <LiveCrawlNotice crawl={data.crawl} />}
          <ProductResults
            result={data}
            page={page}
            onPage={setPage}
            loading={results.isFetching && results.isPlaceholderData}
            awaitingLive={crawlUnderway(data.crawl)}
            onAnalyze={setAnalyzing}
          />
        </Suspense>
      ) : searchId !== null && results.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(results.error)}
        </p>
      ) : (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <Sparkles className="mx-auto size-8 text-primary" aria-hidden="true" />
          <p className="mt-3 font-medium">{t('product.promptTitle')}</p>
          <p className="mx-auto mt-1 max-w-xl text-sm text-muted-foreground">{t('product.promptBody')}</p>
        </div>
      )}
      {detailUsed && (
        <Suspense fallback={null}>
          <ProductDetailDialog
            marketplace={analyzing?.marketplace ?? 'US'}
            asin={analyzing?.asin ?? null}
            onClose={() => {
              setAnalyzing(null);
              if (params.has('analyze')) setParams({}, { replace: true });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
