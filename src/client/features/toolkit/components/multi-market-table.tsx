import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { useFeeText } from '#client/features/fees/index.ts';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import { formatMoney, money } from '#domain/money.ts';
import type { MultiMarketAnalysis } from '../api/multi-market.ts';

/** The product in each marketplace: price in the chosen currency, demand, competition, opportunity, trend and where its figures come from. */
export function MarketTable({ data }: { data: MultiMarketAnalysis }) {
  const { t, i18n } = useTranslation('toolkit');
  const fee = useFeeText();
  const lng = i18n.language;
  const dash = '—';
  const withMargin = data.cost !== null;
  return (
    <div className="grid gap-2" data-testid="multi-market-result">
      <p className="text-sm font-medium">
        {data.product.title} ({data.product.asin})
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[820px] text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th className="py-2 pr-2 font-medium">{t('market.col.marketplace')}</th>
              <th className="py-2 pr-2 text-right font-medium">
                {t('market.col.price', { currency: data.displayCurrency })}
              </th>
              <th className="py-2 pr-2 text-right font-medium">
                {t('market.col.fees', { currency: data.displayCurrency })}
              </th>
              <th className="py-2 pr-2 text-right font-medium">
                {withMargin
                  ? t('market.col.margin')
                  : t('market.col.left', { currency: data.displayCurrency })}
              </th>
              <th className="py-2 pr-2 text-right font-medium">{t('market.col.demand')}</th>
              <th className="py-2 pr-2 text-right font-medium">{t('market.col.competition')}</th>
              <th className="py-2 pr-2 text-right font-medium">{t('market.col.opportunity')}</th>
              <th className="py-2 pr-2 font-medium">{t('market.col.trend')}</th>
              <th className="py-2 font-medium">{t('market.col.source')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.marketplace} className="border-b last:border-0" data-marketplace={r.marketplace}>
                <td className="py-2 pr-2">
                  {t(`marketplaces.${r.marketplace}`)}{' '}
                  <span className="text-xs text-muted-foreground">({r.currency})</span>
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {r.priceMinor === null ? dash : formatMoney(money(r.priceMinor, data.displayCurrency), lng)}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums" data-testid="market-fees">
                  {r.economics ? fee.range(r.economics.amazonFees, data.displayCurrency) : dash}
                  {r.economics && (
                    <span className="block text-xs text-muted-foreground">
                      {t(`market.size.${r.economics.sizeBasis}`)}
                      {r.economics.vatRemoved ? ` · ${t('market.vatRemoved')}` : ''}
                      {r.economics.confidence === 'low' ? ` · ${fee.confidence('low')}` : ''}
                    </span>
                  )}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {!r.economics
                    ? dash
                    : withMargin && r.economics.marginPercent
                      ? fee.percentRange(r.economics.marginPercent)
                      : fee.range(r.economics.leftAfterFees, data.displayCurrency)}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {r.demandKind === null
                    ? dash
                    : t(`market.demand.${r.demandKind}`, {
                        n: r.demandPerMonth === null ? '' : formatNumber(r.demandPerMonth, lng),
                      })}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">{r.competition ?? dash}</td>
                <td className="py-2 pr-2 text-right font-semibold tabular-nums">{r.opportunity ?? dash}</td>
                <td className="py-2 pr-2">{r.trending ? t(`market.trend.${r.trending}`) : dash}</td>
                <td className="py-2" data-note={r.note ?? undefined}>
                  {/* What the sources said when the row has no figure of its own (not listed there, no data). */}
                  {r.source === 'none' ? (
                    <Badge variant="outline">{t(r.note ? `market.${r.note}` : 'market.noData')}</Badge>
                  ) : r.source === 'product' ? (
                    <Badge variant="success">{t('market.sourceProduct')}</Badge>
                  ) : (
                    <Badge variant="secondary">
                      {t('market.sourceCategory', { count: r.listings, n: formatNumber(r.listings, lng) })}
                    </Badge>
                  )}
                  {r.note && r.source !== 'none' && (
                    <span className="mt-1 block text-xs text-muted-foreground">{t(`market.${r.note}`)}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">
        {data.cost?.basis === 'assumedPercent'
          ? t('market.costPercent', { percent: formatNumber((data.cost.bp ?? 0) / 100, lng) })
          : data.cost
            ? t('market.costPerUnit')
            : t('market.noCost')}
      </p>
      <p className="text-xs text-muted-foreground">
        {t('market.note', {
          date: formatShortDate(`${data.rates.date}T12:00:00Z`, lng),
          source: data.rates.source,
        })}
      </p>
    </div>
  );
}
