import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import { useKeywordRanks } from '../api/keyword-ranks.ts';
import type { TrackedProduct } from '../api/tracked-products.ts';
import {
  ChoiceButtons,
  HistoryDialog,
  ReadingsTable,
  readingLineProps,
  timeAxisProps,
  timeTooltipLabel,
} from './history-parts.tsx';

/**
 * Keyword rank history: the product's organic position in Amazon's search (over the whole search)
 * and its sponsored position on the page, per keyword, from the pages the browser extension saw.
 */
export function KeywordRanksDialog({ item, onClose }: { item: TrackedProduct; onClose: () => void }) {
  const { t, i18n } = useTranslation('tracking');
  const lng = i18n.language;
  const ranks = useKeywordRanks(item.id, 0);
  const keywords = ranks.data?.keywords ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const series = keywords.find((k) => k.keyword === chosen) ?? keywords[0];
  const points = (series?.points ?? []).map((p) => ({
    time: new Date(p.observedAt).getTime(),
    organic: p.organicPosition,
    sponsored: p.sponsoredPosition,
    page: p.page,
  }));

  return (
    <HistoryDialog title={t('keywordRanks.title')} product={item.title} onClose={onClose}>
      <QueryStates
        query={ranks}
        skeletonClassName="h-64"
        loadError={t('history.loadError')}
        isEmpty={keywords.length === 0 || !series}
        empty={<p className="text-sm text-muted-foreground">{t('keywordRanks.none')}</p>}
      >
        {series && (
          <>
            <ChoiceButtons
              legend={t('keywordRanks.keyword')}
              choices={keywords.map((k) => ({
                key: k.keyword,
                label: k.keyword,
                pressed: k.keyword === series.keyword,
                onChoose: () => setChosen(k.keyword),
              }))}
            />
            <div className="h-64 w-full" data-testid="keyword-ranks-chart">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis {...timeAxisProps(lng)} />
                  <YAxis reversed allowDecimals={false} width={40} domain={[1, 'dataMax']} />
                  <Tooltip
                    labelFormatter={timeTooltipLabel(lng)}
                    formatter={(value) => `#${formatNumber(Number(value), lng)}`}
                  />
                  <Legend />
                  <Line
                    dataKey="organic"
                    name={t('keywordRanks.organic')}
                    stroke="var(--color-primary)"
                    {...readingLineProps}
                  />
                  <Line
                    dataKey="sponsored"
                    name={t('keywordRanks.sponsored')}
                    stroke="var(--color-accent)"
                    {...readingLineProps}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
            <ReadingsTable
              caption={t('keywordRanks.tableCaption')}
              headers={[
                t('history.when'),
                t('keywordRanks.organic'),
                t('keywordRanks.sponsored'),
                t('keywordRanks.page'),
              ]}
              rows={[...series.points].reverse().map((p) => ({
                key: p.observedAt,
                cells: [
                  formatShortDate(new Date(p.observedAt), lng),
                  p.organicPosition == null ? '—' : `#${p.organicPosition}`,
                  p.sponsoredPosition == null ? '—' : `#${p.sponsoredPosition}`,
                  p.page,
                ],
              }))}
            />
            <p className="text-xs text-muted-foreground">{t('keywordRanks.note')}</p>
          </>
        )}
      </QueryStates>
    </HistoryDialog>
  );
}
