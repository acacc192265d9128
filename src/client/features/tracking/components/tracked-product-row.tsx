import {
  ExternalLink,
  History,
  ListOrdered,
  RefreshCw,
  Trash2,
  TrendingDown,
  TrendingUp,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FigureOriginLabel } from '#client/components/figure-origin.tsx';
import { lazyChart } from '#client/components/lazy-chart.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { useEstimateLabels } from '#client/features/research/index.ts';
import { formatNumber, formatShortDate } from '#client/lib/format.ts';
import { formatMoney, money } from '#domain/money.ts';
import type { TrackedProduct } from '../api/tracked-products.ts';

const PriceHistoryDialog = lazyChart(
  () => import('./price-history-dialog.tsx').then((m) => m.PriceHistoryDialog),
  null,
);
const KeywordRanksDialog = lazyChart(
  () => import('./keyword-ranks-dialog.tsx').then((m) => m.KeywordRanksDialog),
  null,
);

function Metric({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

export function StockBadge({ inStock, quantity }: { inStock: boolean | null; quantity: number | null }) {
  const { t } = useTranslation('tracking');
  if (inStock === true)
    return (
      <Badge variant="success">
        {quantity == null ? t('stock.inStock') : t('stock.inStockCount', { count: quantity })}
      </Badge>
    );
  if (inStock === false) return <Badge variant="destructive">{t('stock.outOfStock')}</Badge>;
  return <Badge variant="outline">{t('stock.unknown')}</Badge>;
}

/** One tracked competitor: last known values with their changes, date and source, and actions. */
export function TrackedProductRow({
  item,
  onRefresh,
  onRemove,
  refreshing,
  removing,
}: {
  item: TrackedProduct;
  onRefresh: () => void;
  onRemove: () => void;
  refreshing: boolean;
  removing: boolean;
}) {
  const { t, i18n } = useTranslation('tracking');
  const lng = i18n.language;
  const label = useEstimateLabels();
  /** Under the figure: the curve's date and error, or what the range is. */
  const salesBasis = (u: TrackedProduct['units']) =>
    u.method === 'bsr'
      ? t('list.salesCurve', {
          date: formatShortDate(u.curve.fittedAt, lng),
          median: formatNumber(u.curve.error.medianApe, lng),
        })
      : u.method === 'rank_range'
        ? t('list.salesRange')
        : u.method === 'badge' || u.method === 'no_badge'
          ? t('list.salesBadge')
          : '';
  const [confirming, setConfirming] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [showRanks, setShowRanks] = useState(false);
  const price = item.priceCents == null ? '—' : formatMoney(money(item.priceCents, item.currency), lng);
  const change = item.priceChangeCents;
  const rankChange = item.rankChange;

  return (
    <li className="grid gap-3 rounded-lg border p-3" data-testid="tracked-product" data-asin={item.asin}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="line-clamp-2 font-medium" title={item.title}>
            {item.title}
          </p>
          <p className="text-xs text-muted-foreground">
            {item.asin}
            {item.productUrl && (
              <a
                href={item.productUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="ml-2 inline-flex items-center gap-1 text-primary hover:underline"
              >
                {t('actions.open')}
                <ExternalLink className="size-3" aria-hidden="true" />
              </a>
            )}
          </p>
        </div>
        <StockBadge inStock={item.inStock} quantity={item.stockQuantity} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        <Metric label={t('list.price')}>{price}</Metric>
        <Metric label={t('list.change')}>
          {change == null ? (
            <span className="text-muted-foreground">—</span>
          ) : change === 0 ? (
            <span className="text-muted-foreground">{t('list.noChange')}</span>
          ) : (
            <span className="inline-flex items-center gap-1" data-testid="price-change">
              {change < 0 ? (
                <TrendingDown className="size-4 text-green-700" aria-hidden="true" />
              ) : (
                <TrendingUp className="size-4 text-red-700" aria-hidden="true" />
              )}
              {formatMoney(money(change, item.currency), lng, { signDisplay: 'exceptZero' })}
            </span>
          )}
        </Metric>
        <Metric label={t('list.rank')}>
          {item.bestSellersRank == null ? '—' : `#${formatNumber(item.bestSellersRank, lng)}`}
        </Metric>
        <Metric label={t('list.sales')}>
          <span title={label.unitsSource(item.units)} data-testid="tracked-sales">
            {label.units(item.units)}
          </span>
          <span className="block text-xs font-normal text-muted-foreground">{salesBasis(item.units)}</span>
        </Metric>
        <Metric label={t('list.rankChange')}>
          {rankChange == null ? (
            <span className="text-muted-foreground">—</span>
          ) : rankChange === 0 ? (
            <span className="text-muted-foreground">{t('list.noChange')}</span>
          ) : (
            <span title={rankChange < 0 ? t('list.rankBetter') : t('list.rankWorse')}>
              {rankChange < 0 ? '▲' : '▼'} {formatNumber(Math.abs(rankChange), lng)}
              <span className="sr-only"> {rankChange < 0 ? t('list.rankBetter') : t('list.rankWorse')}</span>
            </span>
          )}
        </Metric>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <p>
          <span className="text-muted-foreground">{t('list.updated')} </span>
          <FigureOriginLabel origin={{ source: item.source, at: item.observedAt }} />
        </p>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" variant="ghost" onClick={() => setShowHistory(true)}>
            <History aria-hidden="true" />
            {t('actions.history')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setShowRanks(true)}>
            <ListOrdered aria-hidden="true" />
            {t('actions.keywordRanks')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
            {t('actions.refresh')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} disabled={removing}>
            <Trash2 aria-hidden="true" />
            {t('actions.remove')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('remove.title', { name: item.title })}
        description={t('remove.body')}
        confirmLabel={t('remove.confirm')}
        pending={removing}
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
      />
      {showHistory && <PriceHistoryDialog item={item} onClose={() => setShowHistory(false)} />}
      {showRanks && <KeywordRanksDialog item={item} onClose={() => setShowRanks(false)} />}
    </li>
  );
}
