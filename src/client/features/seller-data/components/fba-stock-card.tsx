import { LineChart, Package } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { PanelHeader } from '#client/components/ui/panel-header.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { usePlan } from '#client/features/billing/index.ts';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import { MARKETPLACES } from '#domain/marketplaces.ts';
import { hasFeature } from '#domain/plans.ts';
import { useInventory } from '../api/inventory.ts';
import { inboundOf } from '../stored-stock.ts';

/** Lines shown before "Show all". */
const FIRST_LINES = 20;

/**
 * /inventory: the stored FBA inventory (report import or Amazon sync), one row per SKU. Every signed-in
 * user sees their own; with the inventory forecast (pro, elite) each row can fill the forecast form
 * (`?asin=` on this page, read by the form).
 */
export function FbaStockCard() {
  const { t, i18n } = useTranslation('seller-data');
  const lng = i18n.language;
  const { plan } = usePlan();
  const canForecast = hasFeature(plan, 'inventoryForecast');
  const inventory = useInventory();
  const [showAll, setShowAll] = useState(false);
  const lines = inventory.data?.lines ?? [];
  const shown = showAll ? lines : lines.slice(0, FIRST_LINES);

  return (
    <Card data-testid="fba-stock">
      <PanelHeader icon={Package} title={t('stock.title')} description={t('stock.description')} />
      <CardContent className="grid gap-3">
        <QueryStates
          query={inventory}
          skeletonClassName="h-24"
          loadError={t('stock.loadError')}
          retry={{ label: t('common:actions.retry'), onRetry: () => void inventory.refetch() }}
          isEmpty={lines.length === 0}
          empty={
            <div className="grid gap-3 rounded-md border border-dashed p-4 text-sm">
              <p className="text-muted-foreground">{t('stock.empty')}</p>
              <div className="flex flex-wrap gap-2">
                <Link
                  to="/settings#seller-data"
                  className={buttonVariants({ size: 'sm', variant: 'outline' })}
                >
                  {t('stock.importReport')}
                </Link>
                <Link to="/settings#amazon" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
                  {t('stock.connectAmazon')}
                </Link>
              </div>
            </div>
          }
        >
          <p className="text-sm text-muted-foreground">{t('stock.lines', { count: lines.length })}</p>
          <div className="min-w-0 rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('stock.product')}</TableHead>
                  <TableHead className="text-right">{t('stock.fulfillable')}</TableHead>
                  <TableHead className="text-right">{t('stock.inbound')}</TableHead>
                  <TableHead className="text-right">{t('stock.reserved')}</TableHead>
                  <TableHead className="text-right">{t('stock.unfulfillable')}</TableHead>
                  <TableHead>{t('stock.updated')}</TableHead>
                  {canForecast && <TableHead className="sr-only">{t('stock.forecast')}</TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.map((line) => (
                  <TableRow key={`${line.marketplace}-${line.sku}`}>
                    <TableCell className="min-w-52 max-w-80">
                      <p className="line-clamp-2 font-medium" title={line.productName ?? undefined}>
                        {line.productName ?? line.sku}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {line.sku} · {line.asin} · {MARKETPLACES[line.marketplace].domain}
                      </p>
                    </TableCell>
                    <TableCell className="text-right font-semibold tabular-nums">
                      {formatNumber(line.fulfillable, lng)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatNumber(inboundOf(line), lng)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatNumber(line.reserved, lng)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatNumber(line.unfulfillable, lng)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-xs">
                      <p>{formatDateTime(line.observedAt, lng)}</p>
                      <p className="text-muted-foreground">{t(`stock.source.${line.source}`)}</p>
                    </TableCell>
                    {canForecast && (
                      <TableCell className="text-right">
                        <Link
                          to={{ search: `?asin=${line.asin}` }}
                          className={buttonVariants({ size: 'sm', variant: 'outline' })}
                          aria-label={t('stock.forecastLabel', { product: line.productName ?? line.sku })}
                        >
                          <LineChart aria-hidden="true" />
                          {t('stock.forecast')}
                        </Link>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {lines.length > FIRST_LINES && (
            <div>
              <Button variant="ghost" size="sm" onClick={() => setShowAll(!showAll)}>
                {showAll ? t('stock.showFewer') : t('stock.showAll', { count: lines.length })}
              </Button>
            </div>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
