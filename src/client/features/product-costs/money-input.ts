import { type CurrencyCode, minorUnitsPerMajor } from '#domain/marketplaces.ts';

/**
 * A per-unit amount as the seller types it ("4.50", "4,50", "12", "1 250,00") → minor units of the
 * currency; null when it is not a non-negative amount with at most the currency's decimals.
 */
export function parseMoneyInput(text: string, currency: string): number | null {
  const perMajor = minorUnitsPerMajor(currency as CurrencyCode);
  const decimals = perMajor === 1 ? 0 : 2;
  const clean = text.replace(/[\s\u00a0\u202f]/g, '');
  const pattern = decimals === 0 ? /^\d+$/ : /^\d+([.,]\d{1,2})?$/;
  if (!pattern.test(clean)) return null;
  const [whole = '0', fraction = ''] = clean.split(/[.,]/);
  return Number(whole) * perMajor + Number(fraction.padEnd(decimals, '0') || 0);
}

/** Minor units → what the input shows ("4.50", or "4,50" in French). */
export function moneyInputValue(minor: number, currency: string, lng: string): string {
  const perMajor = minorUnitsPerMajor(currency as CurrencyCode);
  const text = perMajor === 1 ? String(minor) : (minor / perMajor).toFixed(2);
  return lng.startsWith('fr') ? text.replace('.', ',') : text;
}
