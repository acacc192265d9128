import { CURRENCIES, type CurrencyCode } from './marketplaces.ts';

declare const minorUnitsBrand: unique symbol;

/**
 * An integer count of a currency's smallest unit (cents; whole yen, since JPY has no minor unit).
 * A branded number (ADR 023): a plain number, or an amount in major units, is not one, so money
 * that changes unit or loses its meaning fails compilation where it is formatted. Amounts get it
 * from the contracts (`minorAmount` in `#contracts/common.ts`), or from a plain number only through
 * `minorUnits()`. Arithmetic on it gives a plain number again: brand the result with `minorUnits()`.
 */
export type MinorUnits = number & { readonly [minorUnitsBrand]: 'MinorUnits' };

/** The one way to make a plain number (a stored column, a sum, a constant) an amount in minor units. */
export const minorUnits = (count: number): MinorUnits => count as MinorUnits;

/** `minorUnits()` of a count that may be missing (a nullable column). */
export const minorUnitsOrNull = (count: number | null): MinorUnits | null =>
  count === null ? null : minorUnits(count);

/**
 * An amount of money: its minor units and its currency. Stored, sent and computed in this form
 * everywhere; turned into text only by `formatMoney` (screens, e-mails, the local AI engine) and
 * `moneyDecimal` (files).
 */
export interface Money {
  minor: MinorUnits;
  currency: CurrencyCode;
}

/** Digits after the decimal point (ISO 4217 minor unit) of each currency Scout's marketplaces use. */
export const CURRENCY_EXPONENT: Record<CurrencyCode, number> = { USD: 2, CAD: 2, GBP: 2, EUR: 2, JPY: 0 };

export const isCurrencyCode = (v: unknown): v is CurrencyCode =>
  typeof v === 'string' && (CURRENCIES as readonly string[]).includes(v);

/** A currency code read from stored data or an answer; an unknown one is a programming error. */
export function asCurrency(code: string): CurrencyCode {
  if (!isCurrencyCode(code)) throw new Error(`unknown currency ${code}`);
  return code;
}

/** An amount and its currency code (checked) → Money. */
export const money = (minor: MinorUnits, currency: CurrencyCode | string): Money => ({
  minor,
  currency: asCurrency(currency),
});

/** Minor units in one major unit: 100 for cents, 1 for yen. */
export const minorUnitsPerMajor = (currency: CurrencyCode) => 10 ** CURRENCY_EXPONENT[currency];

/** The amount in major units (dollars, euros, yen), for arithmetic and charts. */
export const toMajor = ({ minor, currency }: Money) => minor / minorUnitsPerMajor(currency);

/** An amount in major units → Money, rounded to the currency's minor unit. */
export const fromMajor = (major: number, currency: CurrencyCode | string): Money => {
  const code = asCurrency(currency);
  return { minor: minorUnits(Math.round(major * minorUnitsPerMajor(code))), currency: code };
};

/** A language ('fr', 'en') or a full locale ('en-GB') → the locale numbers are written in. */
const numberLocale = (lng: string) => (lng.includes('-') ? lng : lng.startsWith('fr') ? 'fr-FR' : 'en-US');

export type MoneyFormatOptions = Pick<
  Intl.NumberFormatOptions,
  'signDisplay' | 'notation' | 'maximumFractionDigits' | 'minimumFractionDigits'
>;

/**
 * The one money formatter: "$1,234.50", "1 234,50 €", "¥1,500" (yen have no decimals), in the
 * user's language. `options` may ask for a sign ("+1,50 €"), compact notation ("$8K") or fewer
 * decimals.
 */
export function formatMoney(amount: Money, lng: string, options: MoneyFormatOptions = {}): string {
  const digits = CURRENCY_EXPONENT[amount.currency];
  const compact = options.notation === 'compact';
  const max = compact
    ? (options.maximumFractionDigits ?? 1)
    : Math.min(digits, options.maximumFractionDigits ?? digits);
  const min = compact ? 0 : Math.min(max, options.minimumFractionDigits ?? max);
  return new Intl.NumberFormat(numberLocale(lng), {
    style: 'currency',
    currency: amount.currency,
    signDisplay: options.signDisplay,
    notation: options.notation,
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(toMajor(amount));
}

/** The amount as a plain decimal number for files (CSV): "1234.50", "1500" for yen. */
export const moneyDecimal = (amount: Money) => toMajor(amount).toFixed(CURRENCY_EXPONENT[amount.currency]);

/**
 * An amount as a person types it ("4.50", "4,50", "12", "1 250,00") → minor units; null when it is
 * not a non-negative amount with at most the currency's decimals.
 */
export function parseMoneyInput(text: string, currency: CurrencyCode): MinorUnits | null {
  const digits = CURRENCY_EXPONENT[currency];
  const clean = text.replace(/[\s\u00a0\u202f]/g, '');
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+([.,]\\d{1,${digits}})?$`);
  if (!pattern.test(clean)) return null;
  const [whole = '0', fraction = ''] = clean.split(/[.,]/);
  return minorUnits(Number(whole) * minorUnitsPerMajor(currency) + Number(fraction.padEnd(digits, '0') || 0));
}

/** Minor units → what an input shows ("4.50", "4,50" in French, "1500" for yen). */
export function moneyInputValue(amount: Money, lng: string): string {
  const text = moneyDecimal(amount);
  return lng.startsWith('fr') ? text.replace('.', ',') : text;
}
