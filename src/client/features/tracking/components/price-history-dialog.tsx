import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FigureOriginLabel, SeriesOriginLabel } from '#client/components/figure-origin.tsx';
import { HistoryRangeChoice, HistoryWindowNote } from '#client/components/history-window.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { SeasonalResultView, useProductSeasonalIndex } from '#client/features/toolkit/index.ts';
import { formatNumber } from '#client/lib/format.ts';
import { formatMoney, fromMajor, minorUnitsPerMajor, money } from '#domain/money.ts';
import { usePriceHistory } from '../api/price-history.ts';
import type { TrackedProduct } from '../api/tracked-products.ts';
import {
  HistoryDialog,
  ReadingsTable,
  readingLineProps,
  timeAxisProps,
  timeTooltipLabel,
} from './history-parts.tsx';

/**
 * Price and Best Sellers Rank over time: the whole history of the chosen period (thinned to a few
 * hundred points that keep each stretch's lowest and highest), ending at the newest observation
 * when the data is stale, said so under the chart.
 */
export function PriceHistoryDialog({ item, onClose }: { item: TrackedProduct; onClose: () => void }) {
  const { t, i18n } = useTranslation('tracking');
  const lng = i18n.language;
  const [days, setDays] = useState<number>(0);
  const history = usePriceHistory(item.id, days);
  const data = history.data;
  const currency = data?.currency ?? item.currency;
  const minor = minorUnitsPerMajor(currency);
  const points = (data?.points ?? []).map((p) => ({
    time: new Date(p.observedAt).getTime(),
    price: p.priceCents == null ? null : p.priceCents / minor,
    rank: p.bestSellersRank,
  }));
  const hasRank = points.some((p) => p.rank != null);

  return (
    <HistoryDialog title={t('history.title')} product={item.title} onClose={onClose}>
      <HistoryRangeChoice days={days} onChange={setDays} />
      <QueryStates
        query={history}
        skeletonClassName="h-64"
        loadError={t('history.loadError')}
        isEmpty={points.length < 2}
        empty={
          <p className="text-sm text-muted-foreground">
            {points.length === 0 ? t('history.none') : t('history.single')}
          </p>
        }
      >
        <div className="h-64 w-full" data-testid="price-history-chart">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis {...timeAxisProps(lng)} />
              <YAxis yAxisId="price" tickFormatter={(v: number) => formatNumber(v, lng)} width={56} />
              {hasRank && (
                <YAxis
                  yAxisId="rank"
                  orientation="right"
                  reversed
                  width={56}
                  tickFormatter={(v: number) => formatNumber(v, lng, { notation: 'compact' })}
                />
              )}
              <Tooltip
                labelFormatter={timeTooltipLabel(lng)}
                formatter={(value, name) =>
                  name === t('history.price')
                    ? formatMoney(fromMajor(Number(value), currency), lng)
                    : `#${formatNumber(Number(value), lng)}`
                }
              />
              <Legend />
              <Line
                yAxisId="price"
                dataKey="price"
                name={t('history.price')}
                stroke="var(--color-primary)"
                {...readingLineProps}
                dot={points.length <= 60}
              />
              {hasRank && (
                <Line
                  yAxisId="rank"
                  dataKey="rank"
                  name={t('history.rank')}
                  stroke="var(--color-accent)"
                  {...readingLineProps}
                  dot={points.length <= 60}
                />
              )}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </QueryStates>
      {data && (
        <HistoryWindowNote
          window={data.window}
          days={days}
          observations={data.observations}
          shown={data.points.length}
        />
      )}
      {data && data.points.length > 0 && <SeriesOriginLabel points={data.points} />}
      {data && data.points.length > 0 && (
        <ReadingsTable
          caption={t('history.tableCaption')}
          headers={[t('history.when'), t('history.price'), t('history.rank')]}
          rows={[...data.points].reverse().map((p) => ({
            key: `${p.observedAt}-${p.source}`,
            cells: [
              <FigureOriginLabel key="when" origin={{ source: p.source, at: p.observedAt }} exact />,
              p.priceCents == null ? '—' : formatMoney(money(p.priceCents, currency), lng),
              p.bestSellersRank == null ? '—' : `#${formatNumber(p.bestSellersRank, lng)}`,
            ],
          }))}
        />
      )}
      <ProductSeasonalIndex item={item} />
    </HistoryDialog>
  );
}

/** The product's seasonal index under its history: from its rank history with a calibrated curve, or its badges. */
function ProductSeasonalIndex({ item }: { item: TrackedProduct }) {
  const { t } = useTranslation('tracking');
  const seasonal = useProductSeasonalIndex(item.marketplace, item.asin);
  return (
    <section
      aria-labelledby="tracked-seasonal"
      className="grid gap-2 border-t pt-3"
      data-testid="tracked-seasonal"
    >
      <h3 id="tracked-seasonal" className="text-sm font-semibold">
        {t('history.seasonal')}
      </h3>
      <QueryStates query={seasonal} skeletonClassName="h-40" loadError={t('history.seasonalError')}>
        {(data) => <SeasonalResultView data={data} />}
      </QueryStates>
    </section>
  );
}
