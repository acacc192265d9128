/** Numbers, money and dates in the extension's language (Intl; money by `#domain/money`). */
import { formatMoney, type MinorUnits, money } from '#domain/money.ts';
import type { Language } from './messages.ts';

const LOCALE: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

export function formatters(language: Language) {
  const locale = LOCALE[language];
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return {
    int: (n: number) => integer.format(n),
    compact: (n: number) => compact.format(n),
    percent: (n: number) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n)} %`,
    rating: (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n),
    /** A measure with up to one decimal: "18.3", "18,3". */
    decimal: (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n),
    /** Minor units of a currency, by the one Money formatter (ADR 021): "$12.99", "1 500 ¥". */
    money: (minor: MinorUnits, currency: string, o: { compact?: boolean } = {}) =>
      formatMoney(money(minor, currency), locale, o.compact ? { notation: 'compact' } : {}),
    date: (iso: string) => date.format(new Date(iso)),
  };
}

export type Formatters = ReturnType<typeof formatters>;
