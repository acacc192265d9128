import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { formatNumber, formatPercent } from '#client/lib/format.ts';
import { formatMoney, money } from '#domain/money.ts';
import type { Analytics } from '../api/analytics.ts';

/** Sales by product for the period, best revenue first. */
export function ProductsTable({ data }: { data: Analytics }) {
  const { t, i18n } = useTranslation('analytics');
  const lng = i18n.language;
  const currency = data.currency ?? 'USD';
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('products.product')}</TableHead>
            <TableHead className="text-right">{t('products.units')}</TableHead>
            <TableHead className="text-right">{t('products.revenue')}</TableHead>
            <TableHead className="text-right">{t('products.sessions')}</TableHead>
            <TableHead className="text-right">{t('products.conversion')}</TableHead>
            <TableHead className="text-right">{t('products.margin')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.products.map((p) => (
            <TableRow key={p.asin}>
              <TableCell className="max-w-64">
                <p className="truncate font-medium" title={p.title ?? undefined}>
                  {p.title ?? p.asin}
                </p>
                <p className="font-mono text-xs text-muted-foreground">
                  {p.asin}
                  {p.sku ? ` · ${p.sku}` : ''}
                </p>
              </TableCell>
              <TableCell className="text-right">{formatNumber(p.units, lng)}</TableCell>
              <TableCell className="text-right">
                {formatMoney(money(p.revenueMinor, currency), lng)}
              </TableCell>
              <TableCell className="text-right">{formatNumber(p.sessions, lng)}</TableCell>
              <TableCell className="text-right">
                {p.conversionRate == null ? '—' : formatPercent(p.conversionRate, lng, 2)}
              </TableCell>
              <TableCell
                className="text-right"
                title={p.marginPercent == null ? t('products.noMargin') : undefined}
              >
                {p.marginPercent == null ? '—' : formatPercent(p.marginPercent, lng)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
