import { useTranslation } from 'react-i18next';
import { lazyChart } from '#client/components/lazy-chart.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatLongDate, formatNumber, formatPercent, formatShortDate } from '#client/lib/format.ts';
import type { InventoryForecast } from '#domain/forecast/inventory-forecast.ts';
import { MIN_DAYS_FOR_SEASONALITY } from '#domain/forecast/seasonality.ts';

const ForecastChart = lazyChart(
  () => import('./forecast-chart.tsx').then((m) => m.ForecastChart),
  'h-72 w-full',
);

const confidenceVariant = { high: 'success', medium: 'warning', low: 'destructive' } as const;

/** The forecast's figures, each labelled as an estimate, and how it was made. */
export function ForecastResult({ forecast: f }: { forecast: InventoryForecast }) {
  const { t, i18n } = useTranslation('inventory');
  const lng = i18n.language;
  const num = (n: number) => formatNumber(n, lng, { maximumFractionDigits: 1 });
  const units = (count: number) => t('out.units', { count, n: num(count) });
  const signed = (n: number) => `${n > 0 ? '+' : ''}${formatPercent(n, lng)}`;
  const items: [string, React.ReactNode][] = [
    [
      t('out.daysUntilStockout'),
      f.daysUntilStockout === null
        ? t('out.noStockout')
        : t('out.days', {
            count: f.daysUntilStockout,
            n: num(f.daysUntilStockout),
            date: formatLongDate(f.stockoutDate as string, lng),
          }),
    ],
    [t('out.recommendedQuantity'), units(f.recommendedQuantity)],
    [t('out.orderDate'), f.orderInDays === 0 ? t('out.orderNow') : formatLongDate(f.orderDate, lng)],
    [
      t('out.confidence'),
      <span key="c" className="flex items-center gap-2">
        <Badge variant={confidenceVariant[f.confidence.level]}>{t(`confidence.${f.confidence.level}`)}</Badge>
        {f.confidence.percent !== null && formatPercent(f.confidence.percent, lng)}
      </span>,
    ],
    [
      t('out.trend'),
      f.trend.percent30 === null
        ? t('trend.unknown')
        : `${t(`trend.${f.trend.direction}`)} (${signed(f.trend.percent30)})`,
    ],
    [
      t('out.seasonalImpact'),
      f.seasonalImpactPercent !== null
        ? signed(f.seasonalImpactPercent)
        : f.model.historyDays >= MIN_DAYS_FOR_SEASONALITY
          ? t('out.noMarkedSeasonality')
          : t('out.notEnoughHistory'),
    ],
    [t('out.dailyDemand'), num(f.dailyDemand)],
    [t('out.reorderPoint'), units(f.reorderPoint)],
  ];
  return (
    <div className="grid gap-4" data-testid="forecast-result">
      <p className="text-xs text-muted-foreground">
        {f.source === 'history'
          ? t('source.history', { days: num(f.model.historyDays) })
          : f.source === 'estimate' && f.estimate
            ? f.estimate.basis === 'rank_curve' && f.estimate.curve
              ? t('source.estimateRanks', {
                  days: num(f.model.historyDays),
                  date: formatShortDate(f.estimate.curve.fittedAt, lng),
                  median: num(f.estimate.curve.medianApe),
                })
              : t('source.estimateBadges', { days: num(f.model.historyDays) })
            : t('source.form')}{' '}
        {t('estimateNote', {
          level: formatPercent(f.serviceLevel * 100, lng),
          safety: num(f.safetyStock),
          leadDemand: num(f.leadTimeDemand),
        })}
      </p>
      <dl className="grid gap-2 sm:grid-cols-2">
        {items.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-right font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ForecastChart forecast={f} />
    </div>
  );
}
