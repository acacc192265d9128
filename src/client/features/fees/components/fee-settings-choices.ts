/** The fee settings form's choices and defaults (no zod: the page can show them before the form library). */
import type { FeeSettings } from '#contracts/fees.ts';
import { SELLER_COUNTRIES } from '#domain/fees/seller-countries.ts';
import { type CurrencyCode, MARKETPLACES } from '#domain/marketplaces.ts';
import { minorUnitsPerMajor } from '#domain/money.ts';

/** The stores whose prices include VAT (Japan: consumption tax). */
export const VAT_MARKETPLACES = ['UK', 'DE', 'FR', 'IT', 'ES', 'JP'] as const;
export { SELLER_COUNTRIES };

export interface FeeSettingsFields {
  establishedIn: '' | (typeof SELLER_COUNTRIES)[number];
  vat: Record<(typeof VAT_MARKETPLACES)[number], boolean>;
  costKind: 'percentOfPrice' | 'perUnit' | 'none';
  costPercent: string;
  costAmount: string;
  costCurrency: CurrencyCode;
}

/** The form's values for saved settings (or Scout's defaults: VAT-registered, 25 % of the price). */
export function fieldsOf(s: FeeSettings | undefined): FeeSettingsFields {
  const a = s?.costAssumption ?? { kind: 'percentOfPrice' as const, bp: 2500 };
  return {
    establishedIn: s?.establishedIn ?? '',
    vat: Object.fromEntries(
      VAT_MARKETPLACES.map((m) => [m, s?.vatRegistered[m] ?? true]),
    ) as FeeSettingsFields['vat'],
    costKind: a.kind,
    costPercent: a.kind === 'percentOfPrice' ? String(a.bp / 100) : '25',
    costAmount: a.kind === 'perUnit' ? String(a.minor / minorUnitsPerMajor(a.currency)) : '',
    costCurrency: a.kind === 'perUnit' ? a.currency : MARKETPLACES.US.currency,
  };
}
