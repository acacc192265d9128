import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
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
import { useKeywordRanks } from '../api/keyword-ranks.ts';
import type { TrackedProduct } from '../api/tracked-products.ts';

/**
 * Keyword rank history: the product's organic position in Amazon's search (over the whole search)
 * and its sponsored position on the page, per keyword, from the pages the browser extension saw.
 */
export function KeywordRanksDialog({ item, onClose }: { item: TrackedProduct; onClose: () => void }) {
  const { t, i18n } = useTranslation('tracking');
  const lng = i18n.language;
  const { data, isPending, isError } = useKeywordRanks(item.id, 0);
  const keywords = data?.keywords ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const series = keywords.find((k) => k.keyword === chosen) ?? keywords[0];
  const points = (series?.points ?? []).map((p) => ({
    time: new Date(p.observedAt).getTime(),
    organic: p.organicPosition,
    sponsored: p.sponsoredPosition,
    page: p.page,
  }));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('keywordRanks.title')}</DialogTitle>
          <DialogDescription className="line-clamp-2">{item.title}</DialogDescription>
        </DialogHeader>
        {isPending ? (
          <Skeleton className="h-64" />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('history.loadError')}
          </p>
        ) : keywords.length === 0 || !series ? (
          <p className="text-sm text-muted-foreground">{t('keywordRanks.none')}</p>
        ) : (
          <>
            <fieldset className="flex flex-wrap gap-1">
              <legend className="sr-only">{t('keywordRanks.keyword')}</legend>
              {keywords.map((k) => (
                <Button
                  key={k.keyword}
                  size="sm"
                  variant={k.keyword === series.keyword ? 'default' : 'outline'}
                  aria-pressed={k.keyword === series.keyword}
                  onClick={() => setChosen(k.keyword)}
                >
                  {k.keyword}
                </Button>
              ))}
            </fieldset>
            <div className="h-64 w-full" data-testid="keyword-ranks-chart">
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
                  <YAxis reversed allowDecimals={false} width={40} domain={[1, 'dataMax']} />
                  <Tooltip
                    labelFormatter={(v) => formatShortDate(new Date(Number(v)), lng)}
                    formatter={(value) => `#${formatNumber(Number(value), lng)}`}
                  />
                  <Legend />
                  <Line
                    dataKey="organic"
                    name={t('keywordRanks.organic')}
                    stroke="var(--color-primary)"
                    connectNulls
                    dot
                    isAnimationActive={false}
                  />
                  <Line
                    dataKey="sponsored"
                    name={t('keywordRanks.sponsored')}
                    stroke="var(--color-accent)"
                    connectNulls
                    dot
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
            <div className="max-h-48 overflow-y-auto">
              <table className="w-full text-xs">
                <caption className="sr-only">{t('keywordRanks.tableCaption')}</caption>
                <thead>
                  <tr className="text-left text-muted-foreground">
                    <th className="py-1 pr-2 font-medium">{t('history.when')}</th>
                    <th className="py-1 pr-2 font-medium">{t('keywordRanks.organic')}</th>
                    <th className="py-1 pr-2 font-medium">{t('keywordRanks.sponsored')}</th>
                    <th className="py-1 font-medium">{t('keywordRanks.page')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...series.points].reverse().map((p) => (
                    <tr key={p.observedAt} className="border-t">
                      <td className="py-1 pr-2">{formatShortDate(new Date(p.observedAt), lng)}</td>
                      <td className="py-1 pr-2">
                        {p.organicPosition == null ? '—' : `#${p.organicPosition}`}
                      </td>
                      <td className="py-1 pr-2">
                        {p.sponsoredPosition == null ? '—' : `#${p.sponsoredPosition}`}
                      </td>
                      <td className="py-1">{p.page}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="text-xs text-muted-foreground">{t('keywordRanks.note')}</p>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
