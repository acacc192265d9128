import { useTranslation } from 'react-i18next';
import { useFigureOrigin } from '#client/components/figure-origin.tsx';
import { formatMoney, money } from '#domain/money.ts';
import type { AlertNotification } from '../api/notifications.ts';
import { useCriterionFormat } from './criterion-format.ts';

/** The title and sentence of a triggered alert (panel and toast), built from its stored figures. */
export function useNotificationText() {
  const { t, i18n } = useTranslation('alerts');
  const f = useCriterionFormat();
  const originOf = useFigureOrigin();
  return (n: AlertNotification): { title: string; body: string } => {
    const d = n.details;
    // The figure's source and age: a 2023 observation must not read as today's price.
    const origin = originOf({ source: n.source ?? 'catalog', at: n.observedAt }).text;
    if (d.kind === 'price')
      return {
        title: t('notification.priceTitle'),
        body: t('notification.price', {
          product: n.productTitle,
          price: formatMoney(money(d.priceCents, d.currency), i18n.language),
          condition: t(`condition.${d.condition}`),
          target: formatMoney(money(d.targetPriceCents, d.currency), i18n.language),
          origin,
        }),
      };
    return {
      title: t('notification.multiTitle', { name: d.name }),
      body: t('notification.multi', {
        product: n.productTitle,
        origin,
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
