import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FigureOriginLabel, SeriesOriginLabel } from '#client/components/figure-origin.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import { formatMoney, fromMajor, minorUnitsPerMajor, money } from '#domain/money.ts';
import { usePriceHistory } from '../api/price-history.ts';
import type { TrackedProduct } from '../api/tracked-products.ts';

const RANGES = [
  { days: 30, key: 'd30' },
  { days: 90, key: 'd90' },
  { days: 365, key: 'd365' },
  { days: 0, key: 'all' },
] as const;

/** Price and Best Sellers Rank over time, from the stored observations of the product. */
export function PriceHistoryDialog({ item, onClose }: { item: TrackedProduct; onClose: () => void }) {
  const { t, i18n } = useTranslation('tracking');
  const lng = i18n.language;
  const [days, setDays] = useState<number>(0);
  const { data, isPending, isError } = usePriceHistory(item.id, days);
  const currency = data?.currency ?? item.currency;
  const minor = minorUnitsPerMajor(currency);
  const points = (data?.points ?? []).map((p) => ({
    time: new Date(p.observedAt).getTime(),
    price: p.priceCents == null ? null : p.priceCents / minor,
    rank: p.bestSellersRank,
  }));
  const hasRank = points.some((p) => p.rank != null);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('history.title')}</DialogTitle>
          <DialogDescription className="line-clamp-2">{item.title}</DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{t('history.range')}</legend>
          {RANGES.map((r) => (
            <Button
              key={r.key}
              size="sm"
              variant={days === r.days ? 'default' : 'outline'}
              aria-pressed={days === r.days}
              onClick={() => setDays(r.days)}
            >
              {t(`history.${r.key}`)}
            </Button>
          ))}
        </fieldset>
        {isPending ? (
          <Skeleton className="h-64" />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('history.loadError')}
          </p>
        ) : points.length < 2 ? (
          <p className="text-sm text-muted-foreground">
            {points.length === 0 ? t('history.none') : t('history.single')}
          </p>
        ) : (
          <div className="h-64 w-full" data-testid="price-history-chart">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis
                  dataKey="time"
                  type="number"
                  scale="time"
                  domain={['dataMin', 'dataMax']}
                  tickFormatter={(v: number) => formatShortDate(new Date(v), lng)}
                />
                <YAxis yAxisId="price" tickFormatter={(v: number) => formatNumber(v, lng)} width={56} />
                {hasRank && <YAxis yAxisId="rank" orientation="right" reversed width={56} />}
                <Tooltip
                  labelFormatter={(v) => formatShortDate(new Date(Number(v)), lng)}
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
                  connectNulls
                  dot
                  isAnimationActive={false}
                />
                {hasRank && (
                  <Line
                    yAxisId="rank"
                    dataKey="rank"
                    name={t('history.rank')}
                    stroke="var(--color-accent)"
                    connectNulls
                    dot
                    isAnimationActive={false}
                  />
                )}
              </LineChart>
            </ResponsiveContainer>
          </div>
        )}
        {data && data.points.length > 0 && <SeriesOriginLabel points={data.points} />}
        {data && data.points.length > 0 && (
          <div className="max-h-48 overflow-y-auto">
            <table className="w-full text-xs">
              <caption className="sr-only">{t('history.tableCaption')}</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th className="py-1 pr-2 font-medium">{t('history.when')}</th>
                  <th className="py-1 pr-2 font-medium">{t('history.price')}</th>
                  <th className="py-1 font-medium">{t('history.rank')}</th>
                </tr>
              </thead>
              <tbody>
                {[...data.points].reverse().map((p) => (
                  <tr key={`${p.observedAt}-${p.source}`} className="border-t">
                    <td className="py-1 pr-2">
                      <FigureOriginLabel origin={{ source: p.source, at: p.observedAt }} exact />
                    </td>
                    <td className="py-1 pr-2">
                      {p.priceCents == null ? '—' : formatMoney(money(p.priceCents, currency), lng)}
                    </td>
                    <td className="py-1">
                      {p.bestSellersRank == null ? '—' : `#${formatNumber(p.bestSellersRank, lng)}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
