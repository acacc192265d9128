import { useTranslation } from 'react-i18next';
import { MarketplaceSelect } from '#client/components/marketplace-select.tsx';
import { NativeSelect } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { type Analytics, PERIODS, type Period } from '../api/analytics.ts';
import { METRICS, type Metric } from './analytics-figures.tsx';

/** What the analytics show: the period, the metric, and the marketplace when the seller has several. */
export function AnalyticsFilters({
  period,
  setPeriod,
  metric,
  setMetric,
  data,
  setMarketplace,
}: {
  period: Period;
  setPeriod: (period: Period) => void;
  metric: Metric;
  setMetric: (metric: Metric) => void;
  data: Analytics | undefined;
  setMarketplace: (marketplace: MarketplaceCode) => void;
}) {
  const { t } = useTranslation('analytics');
  return (
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
  );
}
