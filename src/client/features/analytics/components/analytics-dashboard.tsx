import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyChart } from '#client/components/lazy-chart.tsx';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { NativeSelect } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ProductCostsSection } from '#client/features/product-costs/components/product-costs-section.tsx';
import { MarketplaceSelect } from '#client/features/seller-data/components/marketplace-select.tsx';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { type Analytics, PERIODS, type Period, useAnalytics } from '../api/analytics.ts';
import { KpiCards } from './kpi-cards.tsx';
import { MarginPanel } from './margin-panel.tsx';
import { ProductsTable } from './products-table.tsx';
import { RecentOrders } from './recent-orders.tsx';

const charts = () => import('./analytics-charts.tsx');
const RevenueChart = lazyChart(() => charts().then((m) => m.RevenueChart), 'h-72');
const ProductsChart = lazyChart(() => charts().then((m) => m.ProductsChart), 'h-80');
const TrafficChart = lazyChart(() => charts().then((m) => m.TrafficChart), 'h-64');

const METRICS = ['revenue', 'products', 'margin'] as const;
type Metric = (typeof METRICS)[number];

/**
 * The analytics block (elite): the seller's own sales and traffic, from imports or the SP-API sync.
 * `withCosts` (the /analytics page) adds the "Product costs" section; elsewhere (the dashboard panel)
 * the margin links to it.
 */
export function AnalyticsDashboard({ withCosts = false }: { withCosts?: boolean }) {
  const { t } = useTranslation('analytics');
  return (
    <PlanGate feature="analyticsDashboard" title={t('title')} description={t('description')}>
      <AnalyticsContent withCosts={withCosts} />
    </PlanGate>
  );
}

function AnalyticsContent({ withCosts }: { withCosts: boolean }) {
  const { t, i18n } = useTranslation('analytics');
  const [period, setPeriod] = useState<Period>('30d');
  const [metric, setMetric] = useState<Metric>('revenue');
  const [marketplace, setMarketplace] = useState<MarketplaceCode | undefined>();
  const { data, isPending, isError, refetch } = useAnalytics(period, marketplace);
  const day = (d: string) => formatShortDate(`${d}T00:00:00`, i18n.language);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="size-5 text-accent" aria-hidden="true" />
          {t('title')}
        </CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor="analytics-period">{t('period')}</Label>
            <NativeSelect
              id="analytics-period"
              value={period}
              onChange={(e) => setPeriod(e.target.value as Period)}
            >
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`periods.${p}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="analytics-metric">{t('metric')}</Label>
            <NativeSelect
              id="analytics-metric"
              value={metric}
              onChange={(e) => setMetric(e.target.value as Metric)}
            >
              {METRICS.map((m) => (
                <option key={m} value={m}>
                  {t(`metrics.${m}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {data && data.marketplaces.length > 1 && data.marketplace && (
            <div className="grid gap-1.5">
              <Label htmlFor="analytics-marketplace">{t('marketplace')}</Label>
              <MarketplaceSelect
                id="analytics-marketplace"
                value={data.marketplace}
                only={data.marketplaces}
                onChange={setMarketplace}
              />
            </div>
          )}
        </div>

        {data && (
          <p className="text-xs text-muted-foreground" data-testid="analytics-period-range">
            {t('periodRange', {
              start: day(data.period.start),
              end: day(data.period.end),
              days: formatNumber(data.period.days, i18n.language),
            })}
          </p>
        )}
        {isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-24" />
            <Skeleton className="h-72" />
          </div>
        ) : isError || !data ? (
          <div role="alert" className="rounded-md border border-destructive p-4 text-sm">
            {t('loadError')}{' '}
            <button type="button" className="font-medium underline" onClick={() => void refetch()}>
              {t('common:actions.retry')}
            </button>
          </div>
        ) : !data.hasData ? (
          <EmptyState />
        ) : !data.totals ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t('noDataInPeriod', { date: data.latestDataDate ? day(data.latestDataDate) : '—' })}
          </p>
        ) : (
          <Figures data={data} metric={metric} day={day} costsInline={withCosts} />
        )}
        {withCosts && data?.hasData && <ProductCostsSection marketplace={data.marketplace} />}
      </CardContent>
    </Card>
  );
}

function Figures({
  data,
  metric,
  day,
  costsInline,
}: {
  data: Analytics;
  metric: Metric;
  day: (d: string) => string;
  costsInline: boolean;
}) {
  const { t } = useTranslation('analytics');
  return (
    <div className="grid gap-6">
      {data.coverage && (
        <p className="text-xs text-muted-foreground" data-testid="analytics-coverage">
          {t(`coverage.${data.totalsSource ?? 'products'}`, {
            start: day(data.coverage.start),
            end: day(data.coverage.end),
          })}
        </p>
      )}
      <KpiCards data={data} />
      {metric === 'revenue' && (
        <section aria-labelledby="chart-revenue">
          <h3 id="chart-revenue" className="mb-2 font-semibold">
            {t('charts.revenue')}
          </h3>
          <RevenueChart data={data} />
        </section>
      )}
      {(metric === 'products' || metric === 'revenue') && data.products.length > 0 && (
        <section aria-labelledby="chart-products">
          <h3 id="chart-products" className="mb-2 font-semibold">
            {t('charts.products')}
          </h3>
          <ProductsChart data={data} />
          {metric === 'products' && <ProductsTable data={data} />}
        </section>
      )}
      {metric === 'margin' && <MarginPanel data={data} costsInline={costsInline} />}
      <section aria-labelledby="chart-traffic">
        <h3 id="chart-traffic" className="mb-2 font-semibold">
          {t('charts.traffic')}
        </h3>
        <TrafficChart data={data} />
        {!data.traffic && <p className="text-xs text-muted-foreground">{t('charts.noDeviceSplit')}</p>}
      </section>
      {data.orders.recent.length > 0 && <RecentOrders data={data} />}
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation('analytics');
  return (
    <div className="grid gap-3 rounded-md border border-dashed p-6 text-center">
      <p className="font-medium">{t('empty.title')}</p>
      <p className="text-sm text-muted-foreground">{t('empty.body')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/settings#amazon" className={buttonVariants()}>
          {t('empty.connect')}
        </Link>
        <Link to="/settings#seller-data" className={buttonVariants({ variant: 'outline' })}>
          {t('empty.import')}
        </Link>
      </div>
    </div>
  );
}
