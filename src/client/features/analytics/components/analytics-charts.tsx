import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import { formatMoney, fromMajor, money, toMajor } from '#domain/money.ts';
import type { Analytics } from '../api/analytics.ts';

/** Axis labels: "$8K", "8 k€". */
const compactMoney = (value: number, currency: string, lng: string) =>
  formatMoney(fromMajor(value, currency), lng, { notation: 'compact', maximumFractionDigits: 1 });

const COLORS = { primary: '#1e3a8a', accent: '#f59e0b', muted: '#64748b', green: '#15803d' };

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
    <figure className="h-72" aria-label={t('charts.revenue')}>
      <ResponsiveContainer width="100%" height="100%">
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
          <Tooltip
            formatter={(value, name) =>
              name === t('charts.revenueSeries')
                ? formatMoney(fromMajor(Number(value), currency), lng)
                : formatNumber(Number(value), lng)
            }
          />
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
              <Bar
                yAxisId="revenue"
                dataKey="revenue"
                name={t('charts.revenueSeries')}
                fill={COLORS.primary}
              />
              <Bar yAxisId="units" dataKey="units" name={t('charts.unitsSeries')} fill={COLORS.accent} />
            </>
          )}
        </Chart>
      </ResponsiveContainer>
    </figure>
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
    <figure className="h-80" aria-label={t('charts.products')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis type="number" fontSize={12} tickFormatter={(v: number) => compactMoney(v, currency, lng)} />
          <YAxis type="category" dataKey="label" fontSize={11} width={96} />
          <Tooltip
            formatter={(value, name) =>
              name === t('charts.revenueSeries')
                ? formatMoney(fromMajor(Number(value), currency), lng)
                : formatNumber(Number(value), lng)
            }
          />
          <Legend />
          <Bar dataKey="revenue" name={t('charts.revenueSeries')} fill={COLORS.primary} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Sessions and page views, split between the browser and the mobile app when the report has it. */
export function TrafficChart({ data }: { data: Analytics }) {
  const { t, i18n } = useTranslation('analytics');
  const lng = i18n.language;
  const totals = data.totals;
  if (!totals) return null;
  const rows: { label: string; browser?: number; mobile?: number; total?: number }[] = data.traffic
    ? [
        {
          label: t('charts.sessions'),
          browser: data.traffic.sessionsBrowser,
          mobile: data.traffic.sessionsMobile,
        },
        {
          label: t('charts.pageViews'),
          browser: data.traffic.pageViewsBrowser,
          mobile: data.traffic.pageViewsMobile,
        },
      ]
    : [
        { label: t('charts.sessions'), total: totals.sessions },
        { label: t('charts.pageViews'), total: totals.pageViews },
      ];
  return (
    <figure className="h-64" aria-label={t('charts.traffic')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis fontSize={12} width={56} tickFormatter={(v: number) => formatNumber(v, lng)} />
          <Tooltip formatter={(value) => formatNumber(Number(value), lng)} />
          <Legend />
          {data.traffic ? (
            <>
              <Bar dataKey="browser" stackId="t" name={t('charts.browser')} fill={COLORS.primary} />
              <Bar dataKey="mobile" stackId="t" name={t('charts.mobile')} fill={COLORS.accent} />
            </>
          ) : (
            <Bar dataKey="total" name={t('charts.total')} fill={COLORS.primary} />
          )}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
