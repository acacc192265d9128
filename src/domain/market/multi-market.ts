/**
 * Multi-market view of one product (elite): one row per marketplace, from the catalog —
 * `product` when the same ASIN is listed there, `category` when only its category is (medians of
 * that category's listings), `none` when the marketplace has no data. Rows are sorted by opportunity,
 * highest first; rows without an opportunity score come last, in the marketplace order.
 */
import { MARKETPLACE_CODES, type MarketplaceCode } from '../marketplaces.ts';

export interface MarketRow {
  marketplace: MarketplaceCode;
  source: 'product' | 'category' | 'none';
  /** Listings behind a category row. */
  listings: number;
  /** Price in the marketplace's currency (minor units) and converted to the display currency. */
  localPriceMinor: number | null;
  priceMinor: number | null;
  /** Estimated units per month (badge lower bound, rank estimate or category median). */
  demandPerMonth: number | null;
  competition: number | null;
  opportunity: number | null;
  trending: 'up' | 'down' | 'flat' | null;
}

export function rankMarkets(rows: MarketRow[]): MarketRow[] {
  const order = (m: MarketplaceCode) => MARKETPLACE_CODES.indexOf(m);
  return [...rows].sort((a, b) => {
    if (a.opportunity === null || b.opportunity === null)
      return a.opportunity === null && b.opportunity === null
        ? order(a.marketplace) - order(b.marketplace)
        : a.opportunity === null
          ? 1
          : -1;
    return b.opportunity - a.opportunity || order(a.marketplace) - order(b.marketplace);
  });
}

/** The median of the known values, null when none. */
export function median(values: (number | null | undefined)[]): number | null {
  const known = values
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}
