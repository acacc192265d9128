import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '#client/lib/format.ts';
import { formatMoney, money } from '#domain/money.ts';
import type { Analytics } from '../api/analytics.ts';

/** Orders synced from Amazon in the period (the latest 10). */
export function RecentOrders({ data }: { data: Analytics }) {
  const { t, i18n } = useTranslation('analytics');
  const lng = i18n.language;
  return (
    <section aria-labelledby="recent-orders">
      <h3 id="recent-orders" className="mb-2 font-semibold">
        {t('orders.title', { count: data.orders.count, formatted: formatNumber(data.orders.count, lng) })}
      </h3>
      <ul className="divide-y rounded-md border text-sm">
        {data.orders.recent.map((order) => (
          <li key={order.amazonOrderId} className="flex flex-wrap justify-between gap-2 p-2">
            <span className="font-mono text-xs">{order.amazonOrderId}</span>
            <span className="text-muted-foreground">{formatDateTime(order.purchaseDate, lng)}</span>
            <span>{t(`orders.status.${order.status}`, { defaultValue: order.status })}</span>
            <span className="font-medium">
              {order.totalMinor != null && order.currency
                ? formatMoney(money(order.totalMinor, order.currency), lng)
                : '—'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
