import { Eye, Percent, Receipt, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { formatNumber, formatPercent } from '#client/lib/format.ts';
import { formatMoney, money } from '#domain/money.ts';
import type { Analytics } from '../api/analytics.ts';

/** Revenue, order items, average sales per order item and conversion (units ÷ sessions). */
export function KpiCards({ data }: { data: Analytics }) {
  const { t, i18n } = useTranslation('analytics');
  const lng = i18n.language;
  const totals = data.totals;
  const currency = data.currency ?? 'USD';
  const cards = [
    {
      key: 'revenue',
      icon: ShoppingCart,
      value: totals ? formatMoney(money(totals.revenueMinor, currency), lng) : '—',
    },
    { key: 'orders', icon: Receipt, value: totals ? formatNumber(totals.orderItems, lng) : '—' },
    {
      key: 'averageOrder',
      icon: Eye,
      value:
        totals?.averageOrderValueMinor != null
          ? formatMoney(money(totals.averageOrderValueMinor, currency), lng)
          : '—',
    },
    {
      key: 'conversion',
      icon: Percent,
      value: totals?.conversionRate != null ? formatPercent(totals.conversionRate, lng, 2) : '—',
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ key, icon: Icon, value }) => (
        <Card key={key}>
          {/* The figure stays on one line; its size follows the card's width (container units). */}
          <CardContent className="@container grid gap-1 p-4">
            <p className="flex items-start justify-between gap-2 text-sm text-muted-foreground">
              {t(`kpi.${key}`)}
              <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />
            </p>
            <p
              className="whitespace-nowrap text-[clamp(0.875rem,11cqi,1.25rem)] font-bold tabular-nums"
              data-testid={`kpi-${key}`}
            >
              {value}
            </p>
            <p className="text-xs text-muted-foreground">{t(`kpi.${key}Hint`)}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
