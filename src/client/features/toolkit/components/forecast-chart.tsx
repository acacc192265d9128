import { useTranslation } from 'react-i18next';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import type { InventoryForecast } from '#domain/forecast/inventory-forecast.ts';

/** Recent sales (when known) and the 30-day forecast with its 80 % band. */
export function ForecastChart({ forecast }: { forecast: InventoryForecast }) {
  const { t, i18n } = useTranslation('inventory');
  const num = (v: unknown) => formatNumber(Number(v), i18n.language, { maximumFractionDigits: 1 });
  /** The band is a [low, high] pair: "7,6–16,4" in French. */
  const value = (v: unknown) => (Array.isArray(v) ? `${num(v[0])}–${num(v[1])}` : num(v));
  const data = [
    ...forecast.history.slice(-30).map((p) => ({ date: p.date, sold: p.units })),
    ...forecast.forecast30.map((p) => ({
      date: p.date,
      forecast: p.units,
      band: [p.low, p.high] as [number, number],
    })),
  ];
  return (
    <figure className="grid gap-2" data-testid="forecast-chart">
      <figcaption className="text-sm font-medium">{t('chart.title')}</figcaption>
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
            <XAxis
              dataKey="date"
              tickFormatter={(d: string) => formatShortDate(d, i18n.language)}
              minTickGap={24}
              fontSize={11}
            />
            <YAxis fontSize={11} allowDecimals={false} tickFormatter={num} />
            <Tooltip
              labelFormatter={(d) => formatShortDate(String(d), i18n.language)}
              formatter={(v) => value(v)}
            />
            <Legend />
            <Area
              dataKey="band"
              name={t('chart.band')}
              fill="var(--color-primary)"
              fillOpacity={0.12}
              stroke="none"
              isAnimationActive={false}
            />
            <Line
              dataKey="sold"
              name={t('chart.sold')}
              stroke="var(--color-muted-foreground)"
              dot={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="forecast"
              name={t('chart.forecast')}
              stroke="var(--color-primary)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
