import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '#client/lib/format.ts';
import type { Analytics } from '../api/analytics.ts';
import { ChartFigure, COLORS } from './chart-parts.tsx';

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
    <ChartFigure className="h-64" label={t('charts.traffic')}>
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
    </ChartFigure>
  );
}
