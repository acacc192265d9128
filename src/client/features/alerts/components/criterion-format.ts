import { useTranslation } from 'react-i18next';
import { formatNumber } from '#client/lib/format.ts';
import type { AlertCondition, CriterionKey } from '#domain/alerts/alert-rules.ts';
import { formatMoney, minorUnits, money } from '#domain/money.ts';

/** "Stock 8 (at or below 10)" pieces, in the user's language. */
export function useCriterionFormat() {
  const { t, i18n } = useTranslation('alerts');
  const lng = i18n.language;
  const value = (key: CriterionKey, v: number | null, currency: string) => {
    if (v == null) return '—';
    if (key === 'price') return formatMoney(money(minorUnits(v), currency), lng);
    if (key === 'ranking') return `#${formatNumber(v, lng)}`;
    if (key === 'rating') return formatNumber(v, lng, { maximumFractionDigits: 1 });
    return formatNumber(v, lng);
  };
  const rule = (key: CriterionKey, condition: AlertCondition, threshold: number, currency: string) =>
    `${t(`condition.${condition}`)} ${value(key, threshold, currency)}`;
  return { value, rule, label: (key: CriterionKey) => t(`criteria.${key}`) };
}
