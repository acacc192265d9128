import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyChart } from '#client/components/lazy-chart.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import type { Analytics } from '../api/analytics.ts';
import { KpiCards } from './kpi-cards.tsx';
import { MarginPanel } from './margin-panel.tsx';
import { ProductsTable } from './products-table.tsx';
import { RecentOrders } from './recent-orders.tsx';

const charts = () => import('./analytics-charts.tsx');
const RevenueChart = lazyChart(() => charts().then((m) => m.RevenueChart), 'h-72');
const ProductsChart = lazyChart(() => charts().then((m) => m.ProductsChart), 'h-80');
const TrafficChart = lazyChart(() => charts().then((m) => m.TrafficChart), 'h-64');

export const METRICS = ['revenue', 'products', 'margin'] as const;
export type Metric = (typeof METRICS)[number];

/** The figures of a period that has some: KPIs, the chosen metric's chart, traffic, recent orders. */
export function Figures({
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

/** No sales or traffic stored yet: where they come from (Amazon connection, report imports). */
export function EmptyState() {
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
