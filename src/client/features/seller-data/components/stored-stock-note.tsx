import { PackageCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import type { StoredStock } from '../stored-stock.ts';

/**
 * Under the inventory forecast's current stock: the stored FBA figures of the ASIN, where they come
 * from and when; "Use N units" puts the fulfillable units back when the user changed the field.
 */
export function StoredStockNote({
  stock,
  filled,
  onUse,
}: {
  stock: StoredStock;
  /** Whether the current-stock field holds the fulfillable units. */
  filled: boolean;
  onUse: () => void;
}) {
  const { t, i18n } = useTranslation('seller-data');
  const lng = i18n.language;
  const figures = [
    ['fulfillable', stock.fulfillable],
    ['inbound', stock.inbound],
    ['reserved', stock.reserved],
  ] as const;
  return (
    <div
      className="grid gap-1 rounded-md border border-accent/40 bg-accent/5 p-3 text-sm"
      data-testid="stored-stock-note"
    >
      <p className="flex items-center gap-2 font-medium">
        <PackageCheck className="size-4 shrink-0 text-accent" aria-hidden="true" />
        {t('stock.note.title', { marketplace: MARKETPLACES[stock.marketplace].domain })}
      </p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1">
        {figures.map(([key, value]) => (
          <div key={key} className="flex gap-1.5">
            <dt className="text-muted-foreground">{t(`stock.${key}`)}</dt>
            <dd className="font-semibold tabular-nums">{formatNumber(value, lng)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        {t(`stock.note.from.${stock.source}`, { date: formatDateTime(stock.observedAt, lng) })}
        {stock.skus > 1 ? ` ${t('stock.note.skus', { count: stock.skus })}` : ''}
      </p>
      {filled ? (
        <p className="text-xs text-muted-foreground">{t('stock.note.filled')}</p>
      ) : (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={onUse}>
            {t('stock.note.use', { count: stock.fulfillable })}
          </Button>
        </div>
      )}
    </div>
  );
}
