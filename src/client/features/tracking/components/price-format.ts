import { type CurrencyCode, minorUnitsPerMajor } from '#domain/marketplaces.ts';

const locale = (lng: string) => (lng.startsWith('fr') ? 'fr-FR' : 'en-US');
const minor = (currency: string) => minorUnitsPerMajor(currency as CurrencyCode);

/** A price stored in minor units (cents; yen have none), in the user's language. */
export const formatPrice = (amount: number, currency: string, lng: string) =>
  new Intl.NumberFormat(locale(lng), { style: 'currency', currency }).format(amount / minor(currency));

/** A signed change, e.g. "−$20.00" / "+1,50 €". */
export const formatPriceChange = (amount: number, currency: string, lng: string) =>
  new Intl.NumberFormat(locale(lng), { style: 'currency', currency, signDisplay: 'exceptZero' }).format(
    amount / minor(currency),
  );

/** What a user typed as a price ("24.99", "24,99") in minor units, or null. */
export function parsePriceInput(input: string, currency: string): number | null {
  const s = input.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const value = Math.round(Number(s) * minor(currency));
  return value > 0 ? value : null;
}

/** Minor units as the number a user edits ("24.99"). */
export const priceInputValue = (amount: number, currency: string) => String(amount / minor(currency));
