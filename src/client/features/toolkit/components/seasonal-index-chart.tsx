import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '#client/lib/format.ts';

/** Bars of the monthly seasonal index (100 = an average month). */
export function SeasonalIndexChart({ rows }: { rows: { month: string; index: number }[] }) {
  const { t, i18n } = useTranslation('toolkit');
  const num = (v: unknown) => formatNumber(Number(v), i18n.language, { maximumFractionDigits: 1 });
  return (
    <div className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="month" fontSize={11} />
          <YAxis fontSize={11} tickFormatter={num} />
          <Tooltip formatter={(v) => num(v)} />
          <ReferenceLine y={100} stroke="var(--color-muted-foreground)" strokeDasharray="4 4" />
          <Bar
            dataKey="index"
            name={t('seasonal.index')}
            fill="var(--color-primary)"
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
