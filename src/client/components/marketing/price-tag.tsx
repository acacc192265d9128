import { useTranslation } from 'react-i18next';
import { formatMoney, type MinorUnits, money } from '#domain/money.ts';

/** "17,00 € / mois" — a monthly price in the user's language. */
export function MonthlyPrice({ cents, currency }: { cents: MinorUnits; currency: string }) {
  const { t, i18n } = useTranslation();
  return (
    <span>
      <span className="text-3xl font-bold">{formatMoney(money(cents, currency), i18n.language)}</span>
      <span className="text-muted-foreground"> {t('perMonth')}</span>
    </span>
  );
}
