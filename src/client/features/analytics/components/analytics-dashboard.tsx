import { BarChart3 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGate } from '#client/components/plan-gate.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { PanelHeader } from '#client/components/ui/panel-header.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ProductCostsSection } from '#client/features/product-costs/index.ts';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { type Period, useAnalytics } from '../api/analytics.ts';
import { EmptyState, Figures, type Metric } from './analytics-figures.tsx';
import { AnalyticsFilters } from './analytics-filters.tsx';

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
  const analytics = useAnalytics(period, marketplace);
  const data = analytics.data;
  const day = (d: string) => formatShortDate(`${d}T00:00:00`, i18n.language);

  return (
    <Card>
      <PanelHeader icon={BarChart3} title={t('title')} description={t('description')} />
      <CardContent className="grid gap-5">
        <AnalyticsFilters
          period={period}
          setPeriod={setPeriod}
          metric={metric}
          setMetric={setMetric}
          data={data}
          setMarketplace={setMarketplace}
        />

        {data && (
          <p className="text-xs text-muted-foreground" data-testid="analytics-period-range">
            {t('periodRange', {
              start: day(data.period.start),
              end: day(data.period.end),
              days: formatNumber(data.period.days, i18n.language),
            })}
          </p>
        )}
        <QueryStates
          query={analytics}
          skeletonClassName={['h-24', 'h-72']}
          loadError={t('loadError')}
          retry={{ label: t('common:actions.retry'), onRetry: () => void analytics.refetch() }}
          isEmpty={!data?.hasData}
          empty={<EmptyState />}
        >
          {(data) =>
            !data.totals ? (
              <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
                {t('noDataInPeriod', { date: data.latestDataDate ? day(data.latestDataDate) : '—' })}
              </p>
            ) : (
              <Figures data={data} metric={metric} day={day} costsInline={withCosts} />
            )
          }
        </QueryStates>
        {withCosts && data?.hasData && (
          // Its code comes once the sales data has answered (lazy-product-costs-section.ts).
          <Suspense fallback={<Skeleton className="h-28" />}>
            <ProductCostsSection marketplace={data.marketplace} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
