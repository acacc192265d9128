/**
 * Exchange rates for showing prices of several marketplaces in one currency: a dated table, never
 * fetched. Operators replace it with a JSON file of the same shape (EXCHANGE_RATES_FILE, see
 * docs/toolkit.md "Exchange rates"). Rates are units of each currency per 1 EUR.
 */
import { CURRENCIES, type CurrencyCode } from '../marketplaces.ts';
import { minorUnitsPerMajor } from '../money.ts';

export interface ExchangeRateTable {
  /** Day the rates were published (YYYY-MM-DD). */
  date: string;
  source: string;
  /** Units of the currency per 1 EUR (EUR itself is 1). */
  perEuro: Record<CurrencyCode, number>;
}

export const DEFAULT_EXCHANGE_RATES: ExchangeRateTable = {
  date: '2024-12-31',
  source: 'European Central Bank, euro foreign exchange reference rates of 31 December 2024',
  perEuro: { EUR: 1, USD: 1.0389, GBP: 0.82918, CAD: 1.4948, JPY: 163.06 },
};

/** Checks an operator's table: every currency present with a positive rate, EUR = 1, a date. */
export function parseExchangeRateTable(value: unknown): ExchangeRateTable | string {
  if (!value || typeof value !== 'object') return 'not a JSON object';
  const v = value as Record<string, unknown>;
  if (typeof v.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v.date)) return 'date must be YYYY-MM-DD';
  const rates = v.perEuro as Record<string, unknown> | undefined;
  if (!rates || typeof rates !== 'object') return 'perEuro is missing';
  for (const c of CURRENCIES) {
    const r = rates[c];
    if (typeof r !== 'number' || !(r > 0)) return `perEuro.${c} must be a positive number`;
  }
  if (rates.EUR !== 1) return 'perEuro.EUR must be 1';
  return {
    date: v.date,
    source: typeof v.source === 'string' ? v.source : 'operator',
    perEuro: Object.fromEntries(CURRENCIES.map((c) => [c, rates[c] as number])) as Record<
      CurrencyCode,
      number
    >,
  };
}

/** An amount in minor units of `from` expressed in minor units of `to` (rounded). */
export function convertMinor(
  amountMinor: number,
  from: CurrencyCode,
  to: CurrencyCode,
  table: ExchangeRateTable,
): number {
  if (from === to) return amountMinor;
  const major = amountMinor / minorUnitsPerMajor(from);
  const euros = major / table.perEuro[from];
  return Math.round(euros * table.perEuro[to] * minorUnitsPerMajor(to));
}
