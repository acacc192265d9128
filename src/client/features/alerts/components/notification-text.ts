import { useTranslation } from 'react-i18next';
import { formatMoney, money } from '#domain/money.ts';
import type { AlertNotification } from '../api/notifications.ts';
import { useCriterionFormat } from './criterion-format.ts';

/** The title and sentence of a triggered alert (panel and toast), built from its stored figures. */
export function useNotificationText() {
  const { t, i18n } = useTranslation('alerts');
  const f = useCriterionFormat();
  return (n: AlertNotification): { title: string; body: string } => {
    const d = n.details;
    if (d.kind === 'price')
      return {
        title: t('notification.priceTitle'),
        body: t('notification.price', {
          product: n.productTitle,
          price: formatMoney(money(d.priceCents, d.currency), i18n.language),
          condition: t(`condition.${d.condition}`),
          target: formatMoney(money(d.targetPriceCents, d.currency), i18n.language),
        }),
      };
    return {
      title: t('notification.multiTitle', { name: d.name }),
      body: t('notification.multi', {
        product: n.productTitle,
        criteria: d.outcomes
          .map(
            (o) =>
              `${f.label(o.key)} ${f.value(o.key, o.value, d.currency)} (${f.rule(o.key, o.condition, o.threshold, d.currency)})`,
          )
          .join(', '),
      }),
    };
  };
}
