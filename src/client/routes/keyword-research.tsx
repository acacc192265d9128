import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isAsin } from '#domain/asin.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { hasFeature } from '#domain/plans.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Input, NativeSelect } from '../components/ui/input.tsx';
import { Field } from '../components/ui/label.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { usePlan } from '../features/billing/api/usage.ts';
import { useLimitErrorToast } from '../features/billing/use-limit-error-toast.ts';
import { useCatalogOverview } from '../features/research/api/catalog.ts';
import {
  fetchKeywordExport,
  hasPendingRows,
  useAnalyzeKeywords,
  useKeywordAnalysis,
} from '../features/research/api/keyword-analysis.ts';
import { downloadFile, todayStamp } from '../features/research/components/download-file.ts';
import { BrandAnalyticsNotice } from '../features/research/components/keyword-brand-analytics.tsx';
import { keywordsCsv } from '../features/research/components/keyword-csv.ts';
import { KeywordTable } from '../features/research/components/keyword-table.tsx';
import { LiveCrawlNotice } from '../features/research/components/live-crawl-notice.tsx';
import { keywordPageActions } from '../features/research/keyword-page-slots.ts';
import { formatNumber } from '../lib/format.ts';
import { toast } from '../lib/toast.ts';
import { useErrorMessage } from '../lib/use-error-message.ts';

type Mode = 'keyword' | 'asin';

export default function KeywordResearchPage() {
  const { t, i18n } = useTranslation('research');
  const errorMessage = useErrorMessage();
  const showLimit = useLimitErrorToast();
  const navigate = useNavigate();
  const { plan } = usePlan();
  const catalog = useCatalogOverview();
  const [mode, setMode] = useState<Mode>('keyword');
  const [marketplace, setMarketplace] = useState<MarketplaceCode>('US');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  // The analysis shown: the answer of the last one made, then read again while its crawl lands.
  const [searchId, setSearchId] = useState<number | null>(null);
  const analysis = useKeywordAnalysis(searchId).data ?? null;
  const [exporting, setExporting] = useState(false);
  const analyze = useAnalyzeKeywords();
  const fail = (e: unknown) => showLimit(e) || toast.error(errorMessage(e));

  const problem =
    text.trim() === ''
      ? mode === 'asin'
        ? 'keywords.asinRequired'
        : 'keywords.keywordRequired'
      : mode === 'asin' && !isAsin(text)
        ? 'keywords.asinInvalid'
        : null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    analyze.mutate(
      mode === 'asin' ? { marketplace, asin: text.trim() } : { marketplace, keyword: text.trim() },
      { onSuccess: (result) => setSearchId(result.searchId), onError: fail },
    );
  };

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
      const stored = await fetchKeywordExport(analysis.searchId);
      downloadFile(`scout-keywords-${todayStamp()}.csv`, keywordsCsv(stored, t), 'text/csv;charset=utf-8');
      toast.success(t('toast.exported'));
    } catch (err) {
      fail(err);
    } finally {
      setExporting(false);
    }
  };

  // An empty catalog (a new instance on live sources) still offers the marketplace searched.
  const held = catalog.data?.marketplaces.map((m) => m.code) ?? [];
  const markets = held.includes(marketplace) ? held : [marketplace, ...held];
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">{t('keywords.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('keywords.subtitle')}</p>
      </div>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <Tabs
            value={mode}
            onValueChange={(v) => {
              setMode(v as Mode);
              setTouched(false);
            }}
          >
            <TabsList className="max-w-md">
              <TabsTrigger value="keyword">{t('keywords.byKeyword')}</TabsTrigger>
              <TabsTrigger value="asin">{t('keywords.byAsin')}</TabsTrigger>
            </TabsList>
            <TabsContent value={mode} className="mt-4">
              <form
                onSubmit={submit}
                noValidate
                className="grid gap-4 sm:grid-cols-[1fr_16rem] lg:grid-cols-[1fr_16rem_auto] lg:items-end"
              >
                <Field
                  id="kw-input"
                  label={mode === 'asin' ? t('keywords.asinLabel') : t('keywords.keywordLabel')}
                  error={touched && problem ? t(problem) : undefined}
                >
                  <Input
                    id="kw-input"
                    value={text}
                    maxLength={mode === 'asin' ? 20 : 120}
                    placeholder={mode === 'asin' ? 'B014TMV5YE' : t('keywords.keywordPlaceholder')}
                    aria-invalid={touched && !!problem}
                    onChange={(e) => setText(e.target.value)}
                  />
                </Field>
                <Field id="kw-marketplace" label={t('filters.marketplace')}>
                  <NativeSelect
                    id="kw-marketplace"
                    value={marketplace}
                    onChange={(e) => setMarketplace(e.target.value as MarketplaceCode)}
                  >
                    {markets.map((code) => (
                      <option key={code} value={code}>
                        {t(`marketplaces.${code}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={analyze.isPending}>
                    <Search aria-hidden="true" />
                    {analyze.isPending ? t('actions.analyzing') : t('actions.analyze')}
                  </Button>
                  <Button type="button" variant="outline" onClick={exportCsv} disabled={exporting}>
                    <Download aria-hidden="true" />
                    {exporting ? t('actions.exporting') : t('actions.exportCsv')}
                  </Button>
                  {/* Other features' actions (the AI listing generator) — see keyword-page-slots.ts. */}
                  {keywordPageActions.map(({ id, component: Action }) => (
                    <Action key={id} analysis={analysis} marketplace={marketplace} />
                  ))}
                </div>
              </form>
            </TabsContent>
          </Tabs>
          <p className="text-xs text-muted-foreground">{t('keywords.demandNote')}</p>
        </CardContent>
      </Card>

      {/* A keyword the catalog covers poorly: its live crawl, as on product research. */}
      {!analyze.isPending && analysis?.crawl && <LiveCrawlNotice crawl={analysis.crawl} />}
      {analyze.isPending ? (
        <Skeleton className="h-80" />
      ) : analysis ? (
        <Card>
          <CardHeader>
            <CardTitle>
              {analysis.product
                ? t('keywords.asinResults', { asin: analysis.product.asin })
                : t('keywords.keywordResults', { keyword: analysis.seed?.keyword })}
            </CardTitle>
            <CardDescription>
              {analysis.product
                ? t('keywords.asinSummary', {
                    title: analysis.product.title,
                    count: analysis.competitorCount,
                    keywords: analysis.keywords.length,
                  })
                : analysis.seed
                  ? t('keywords.seedSummary', {
                      matches: formatNumber(analysis.seed.matchCount, i18n.language),
                      demand: formatNumber(analysis.seed.estimatedDemand, i18n.language),
                      difficulty: analysis.seed.difficulty
                        ? t(`competition.${analysis.seed.difficulty.level}`)
                        : t('competition.notEnoughData'),
                    })
                  : null}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <BrandAnalyticsNotice state={analysis.brandAnalytics} />
            {hasPendingRows(analysis) && (
              <p className="text-sm text-muted-foreground" role="status">
                {t('keywords.pendingNote')}
              </p>
            )}
            {analysis.keywords.length + (analysis.seed ? 1 : 0) === 0 ? (
              <p className="text-sm text-muted-foreground">{t('keywords.empty')}</p>
            ) : (
              <KeywordTable
                rows={[...(analysis.seed ? [analysis.seed] : []), ...analysis.keywords]}
                marketplace={analysis.marketplace}
              />
            )}
          </CardContent>
        </Card>
      ) : (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <p className="font-medium">{t('keywords.promptTitle')}</p>
          <p className="mx-auto mt-1 max-w-xl text-sm text-muted-foreground">{t('keywords.promptBody')}</p>
        </div>
      )}
    </div>
  );
}
