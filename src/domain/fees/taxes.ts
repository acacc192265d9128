/**
 * Taxes that change what a sale leaves the seller (reference §5):
 * - VAT (UK, DE, FR, IT, ES) and Japan's consumption tax are inside the prices shown on those
 *   stores. A seller registered for it hands it to the state: their revenue is price ÷ (1 + rate).
 *   Referral fees are still charged on the tax-inclusive price (§3.10, §5.1).
 * - The digital services fee (from 2024-10-01) is a percentage of Amazon's selling fees (referral and
 *   closing fees) and, for some sellers, of FBA fees, set by the seller's country of establishment
 *   and the store (§5.3).
 * - A UK seller who is not VAT-registered pays 20 % VAT on Amazon's fees (§5.1, [3P-EBAYFEESCALC-UK]).
 */
import type { MarketplaceCode } from '../marketplaces.ts';
import { type Confidence, dayOf } from './rate-card.ts';
import type { SellerCountry } from './seller-countries.ts';

export interface SalesTax {
  marketplace: MarketplaceCode;
  kind: 'vat' | 'consumptionTax';
  /** Standard rate in basis points (2000 = 20 %). */
  bp: number;
  source: string;
  confidence: Confidence;
}

const VAT_SOURCE = '[3P-VATCALC-2025], [3P-MINDLINK], [3P-CAPONE] (reference §5.1); standard rates';
export const SALES_TAXES: readonly SalesTax[] = [
  { marketplace: 'UK', kind: 'vat', bp: 2000, source: VAT_SOURCE, confidence: 'high' },
  { marketplace: 'DE', kind: 'vat', bp: 1900, source: VAT_SOURCE, confidence: 'high' },
  { marketplace: 'FR', kind: 'vat', bp: 2000, source: VAT_SOURCE, confidence: 'high' },
  { marketplace: 'IT', kind: 'vat', bp: 2200, source: VAT_SOURCE, confidence: 'high' },
  { marketplace: 'ES', kind: 'vat', bp: 2100, source: VAT_SOURCE, confidence: 'high' },
  {
    marketplace: 'JP',
    kind: 'consumptionTax',
    bp: 1000,
    source: '[A-JP-FBA-HELP], [A-JP-SERVICES] (reference §5.2); the reduced 8 % food rate is not modelled',
    confidence: 'high',
  },
];

/** The tax included in the marketplace's prices, or null (amazon.com and amazon.ca show prices before tax). */
export const salesTaxOf = (marketplace: MarketplaceCode) =>
  SALES_TAXES.find((t) => t.marketplace === marketplace) ?? null;

/** The tax inside a tax-inclusive price: price − price ÷ (1 + rate), rounded half up. */
export const taxInPrice = (priceMinor: number, bp: number) =>
  priceMinor - Math.round((priceMinor * 10_000) / (10_000 + bp));

/** VAT a UK seller without a VAT number pays on Amazon's fees (reference §5.1). */
export const UK_VAT_ON_FEES = {
  bp: 2000,
  source: '[3P-EBAYFEESCALC-UK], [A-UK-FEESCHED-2020] ("all fees are VAT exclusive") (reference §5.1)',
  confidence: 'medium' as Confidence,
};

/** The default when the seller has not said: established in the marketplace's own country. */
export const defaultEstablishment = (marketplace: MarketplaceCode): SellerCountry => marketplace;

export interface DigitalServicesFeeRate {
  /** Basis points of the selling fees (referral + closing), and of FBA fees when `appliesToFba`. */
  bp: number;
  appliesToFba: boolean;
  source: string;
  confidence: Confidence;
}

const DSF_START = '2024-10-01';
const DSF_2026_STORES = '2026-03-20';
const CANADA_DST_REPEALED = '2025-06-29';
const SRC_FORUM = '[A-DSF-UK-FORUM], [A-DSF-US-FORUM], [3P-ASINZEN-DSF] (reference §5.3)';

/** The digital services fee for a seller established in `establishedIn` selling on `marketplace` on `date`, or null. */
export function digitalServicesFeeRate(
  establishedIn: SellerCountry,
  marketplace: MarketplaceCode,
  date: Date,
): DigitalServicesFeeRate | null {
  const day = dayOf(date);
  if (day < DSF_START) return null; // before, the tax was inside the fee rates (not modelled)
  const afterCanadaRepeal = day >= CANADA_DST_REPEALED;
  switch (establishedIn) {
    case 'UK':
      return { bp: 200, appliesToFba: true, source: SRC_FORUM, confidence: 'high' };
    case 'FR':
      return { bp: 300, appliesToFba: true, source: SRC_FORUM, confidence: 'high' };
    case 'IT':
    case 'ES':
      return { bp: 300, appliesToFba: false, source: SRC_FORUM, confidence: 'high' };
    case 'CA':
      return {
        bp: 300,
        appliesToFba: false,
        source: `[A-DSF-CA-REPOST], [3P-NEXTSUCCESS]; whether Amazon kept it after Canada repealed its tax (2025-06-29) is unconfirmed (reference §5.3)`,
        confidence: afterCanadaRepeal ? 'low' : 'high',
      };
  }
  // Established elsewhere (US, DE, JP, CN, other).
  const newStores = day >= DSF_2026_STORES;
  switch (marketplace) {
    case 'UK':
      return { bp: 200, appliesToFba: false, source: SRC_FORUM, confidence: 'medium' };
    case 'FR':
      return newStores
        ? {
            bp: 300,
            appliesToFba: true,
            source:
              '[3P-VALUEZON-DSF], [3P-GO2MARKET-DSF]: from 2026-03-20, 3 % in the FR store, FBA fees included; the full matrix is unconfirmed (reference §5.3)',
            confidence: 'low',
          }
        : { bp: 200, appliesToFba: false, source: SRC_FORUM, confidence: 'medium' };
    case 'IT':
    case 'ES':
      return newStores
        ? {
            bp: 300,
            appliesToFba: false,
            source:
              '[3P-VALUEZON-DSF], [3P-GO2MARKET-DSF]: from 2026-03-20, 3 % in the IT and ES stores; the full matrix is unconfirmed (reference §5.3)',
            confidence: 'low',
          }
        : { bp: 200, appliesToFba: false, source: SRC_FORUM, confidence: 'medium' };
    case 'CA':
      return {
        bp: 200,
        appliesToFba: false,
        source: `[3P-NEXTSUCCESS], [3P-ASINZEN-DSF]; after Canada's 2025-06-29 repeal unconfirmed (reference §5.3)`,
        confidence: afterCanadaRepeal ? 'low' : 'medium',
      };
    default:
      return null; // US, DE, JP stores: none for sellers established elsewhere
  }
}
