import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SeriesOriginLabel } from '#client/components/figure-origin.tsx';
import { formatShortDate } from '#client/lib/format.ts';
import type { CurrencyCode } from '#domain/marketplaces.ts';
import { minorUnitsPerMajor } from '#domain/money.ts';
import type { ProductDetail } from '../api/product-detail.ts';

/**
 * Price, Best Sellers Rank and estimated monthly sales over the product's observations (two or
 * more): the sales are the server's estimate at each time (the rank's calibrated curve, else the
 * badge as a lower bound), a time axis, no dots on a long series.
 */
export function ProductHistoryChart({
  history,
  currency,
}: {
  history: ProductDetail['history'];
  currency: CurrencyCode;
}) {
  const { t, i18n } = useTranslation(['research', 'research-results'], { nsMode: 'fallback' });
  const minor = minorUnitsPerMajor(currency);
  const data = history.map((s) => ({
    time: new Date(s.observedAt).getTime(),
    price: s.priceCents === null ? null : s.priceCents / minor,
    units: s.units,
  }));
  return (
    <figure>
      <figcaption className="sr-only">{t('detail.historyTitle')}</figcaption>
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 5, right: 10, bottom: 5, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(v: number) => formatShortDate(new Date(v), i18n.language)}
              fontSize={11}
            />
            <YAxis yAxisId="price" fontSize={11} width={50} />
            <YAxis yAxisId="units" orientation="right" fontSize={11} width={50} />
            <Tooltip labelFormatter={(v) => formatShortDate(new Date(Number(v)), i18n.language)} />
            {/* Names the two lines (price on the left axis, sales on the right) in the page language. */}
            <Legend
              wrapperStyle={{ fontSize: 12 }}
              formatter={(value, entry) =>
                `${value} · ${t(entry.dataKey === 'price' ? 'detail.leftAxis' : 'detail.rightAxis')}`
              }
            />
            <Line
              yAxisId="price"
              type="monotone"
              dataKey="price"
              name={t('detail.priceSeries', { currency })}
              stroke="#2563eb"
              connectNulls
              dot={data.length <= 60}
              isAnimationActive={false}
            />
            <Line
              yAxisId="units"
              type="monotone"
              dataKey="units"
              name={t('detail.unitsSeries')}
              stroke="#16a34a"
              connectNulls
              dot={data.length <= 60}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <SeriesOriginLabel points={history} className="mt-2" />
    </figure>
  );
}
