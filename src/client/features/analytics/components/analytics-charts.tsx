import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatShortDate } from '#client/lib/format.ts';
import { money, toMajor } from '#domain/money.ts';
import type { Analytics } from '../api/analytics.ts';
import { ChartFigure, COLORS, compactMoney, moneyOrCount } from './chart-parts.tsx';

const periodLabel = (start: string, end: string, lng: string) =>
  start === end
    ? formatShortDate(`${start}T00:00:00`, lng)
    : `${formatShortDate(`${start}T00:00:00`, lng)} – ${formatShortDate(`${end}T00:00:00`, lng)}`;

/** Revenue (and units) by day or by imported period. */
export function RevenueChart({ data }: { data: Analytics }) {
  const { t, i18n } = useTranslation('analytics');
  const lng = i18n.language;
  const currency = data.currency ?? 'USD';
  const rows = data.series.map((s) => ({
    label: periodLabel(s.start, s.end, lng),
    revenue: toMajor(money(s.revenueMinor, currency)),
    units: s.units,
  }));
  // Days join into a line; imported multi-day periods stay separate bars (nothing is spread over days).
  const daily = rows.length > 1 && data.series.every((s) => s.start === s.end);
  const Chart = daily ? LineChart : BarChart;
  return (
    <ChartFigure className="h-72" label={t('charts.revenue')}>
      <Chart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="label" fontSize={12} minTickGap={16} />
        <YAxis
          yAxisId="revenue"
          fontSize={12}
          width={64}
          tickFormatter={(v: number) => compactMoney(v, currency, lng)}
        />
        <YAxis yAxisId="units" orientation="right" fontSize={12} width={48} />
        <Tooltip formatter={moneyOrCount(t('charts.revenueSeries'), currency, lng)} />
        <Legend />
        {daily ? (
          <>
            <Line
              yAxisId="revenue"
              type="monotone"
              dataKey="revenue"
              name={t('charts.revenueSeries')}
              stroke={COLORS.primary}
              strokeWidth={2}
              dot={false}
            />
            <Line
              yAxisId="units"
              type="monotone"
              dataKey="units"
              name={t('charts.unitsSeries')}
              stroke={COLORS.accent}
              strokeWidth={2}
              dot={false}
            />
          </>
        ) : (
          <>
            <Bar yAxisId="revenue" dataKey="revenue" name={t('charts.revenueSeries')} fill={COLORS.primary} />
            <Bar yAxisId="units" dataKey="units" name={t('charts.unitsSeries')} fill={COLORS.accent} />
          </>
        )}
      </Chart>
    </ChartFigure>
  );
}

/** Revenue and units of each product (top 10 by revenue). */
export function ProductsChart({ data }: { data: Analytics }) {
  const { t, i18n } = useTranslation('analytics');
  const lng = i18n.language;
  const currency = data.currency ?? 'USD';
  const rows = data.products.slice(0, 10).map((p) => ({
    label: p.sku ?? p.asin,
    revenue: toMajor(money(p.revenueMinor, currency)),
    units: p.units,
  }));
  return (
    <ChartFigure className="h-80" label={t('charts.products')}>
      <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis type="number" fontSize={12} tickFormatter={(v: number) => compactMoney(v, currency, lng)} />
        <YAxis type="category" dataKey="label" fontSize={11} width={96} />
        <Tooltip formatter={moneyOrCount(t('charts.revenueSeries'), currency, lng)} />
        <Legend />
        <Bar dataKey="revenue" name={t('charts.revenueSeries')} fill={COLORS.primary} />
      </BarChart>
    </ChartFigure>
  );
}

export { TrafficChart } from './traffic-chart.tsx';
