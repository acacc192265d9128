/** Numbers, money and dates in the extension's language (Intl, no library). */
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
    /** Minor units of a currency ("JPY" has none). */
    money: (minor: number, currency: string, o: { compact?: boolean } = {}) => {
      const major = currency === 'JPY' ? minor : minor / 100;
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        notation: o.compact ? 'compact' : 'standard',
        maximumFractionDigits: o.compact ? 1 : currency === 'JPY' ? 0 : 2,
      }).format(major);
    },
    date: (iso: string) => date.format(new Date(iso)),
  };
}

export type Formatters = ReturnType<typeof formatters>;
