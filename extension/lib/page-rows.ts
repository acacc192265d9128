/**
 * One row per tile of a search or best-seller page: what the page shows (price, reviews, rating,
 * badge, position) and Scout's estimates for it. The summary, the results table and the CSV are
 * all computed from these rows, so they say the same thing.
 */
import type { AmazonPage, BestSellerItem, SearchResult } from '#domain/amazon-pages/page-types.ts';
import { unitsFigure } from '#domain/estimators/monthly-units.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';
import { departmentRankOf, productsOf } from './page-requests.ts';
import type { ScoutEstimate } from './scout-types.ts';

export interface PageRow {
  /** Place on the page (search), or on the list (best sellers). */
  position: number;
  asin: string;
  title: string | null;
  brand: string | null;
  sponsored: boolean | null;
  /** The page's price in the marketplace's currency (minor units); null when it shows none or another currency's. */
  priceMinor: number | null;
  rating: number | null;
  reviews: number | null;
  boughtPastMonth: number | null;
  /** A best-seller list's place and whether it is a department rank. */
  listRank: number | null;
  departmentRank: boolean;
  /** Scout's monthly units (a badge's lower bound, "< 50" as 0), revenue and fees; null when unknown. */
  units: number | null;
  unitsMethod: string | null;
  unitsLowerBound: boolean;
  revenueMinor: number | null;
  revenueKind: string | null;
  /**
   * Amazon's fees and what they leave, from Scout's one fee calculator: a range when the size
   * behind the FBA fee is unknown (low = high otherwise). `feesMinor`, the middle, sorts the table.
   */
  feesMinor: number | null;
  fees: Range | null;
  referralMinor: number | null;
  fba: Range | null;
  left: Range | null;
  /** Only with a cost (the seller's own or their research cost assumption). */
  profit: Range | null;
  marginPercent: { low: number; high: number } | null;
  score: number | null;
  estimate: ScoutEstimate | undefined;
}

type Range = { lowMinor: number; highMinor: number };

function economicsOf(e: ScoutEstimate | undefined) {
  const x = e?.economics;
  if (!x)
    return {
      feesMinor: null,
      fees: null,
      referralMinor: null,
      fba: null,
      left: null,
      profit: null,
      marginPercent: null,
    };
  const ful = x.fees.fulfilment;
  const fees = x.fees.amazonFees;
  return {
    feesMinor: Math.round((fees.lowMinor + fees.highMinor) / 2),
    fees,
    referralMinor: x.fees.referral.feeMinor + x.fees.closingFeeMinor,
    fba: ful.kind === 'fee' ? { lowMinor: ful.totalMinor, highMinor: ful.totalMinor } : ful,
    left: x.fees.leftAfterFees,
    profit: x.profit,
    marginPercent: x.marginPercent,
  };
}

export function pageRows(
  page: AmazonPage & { marketplace: MarketplaceCode },
  estimates: Map<string, ScoutEstimate>,
): PageRow[] {
  const currency = MARKETPLACES[page.marketplace].currency;
  return productsOf(page).map((p, i) => {
    const e = estimates.get(p.asin);
    const search = page.kind === 'search' ? (p as SearchResult) : null;
    const listRank = page.kind === 'bestsellers' ? ((p as BestSellerItem).listRank ?? null) : null;
    return {
      position: search?.position ?? listRank ?? i + 1,
      asin: p.asin,
      title: p.title ?? null,
      brand: p.brand ?? null,
      sponsored: search ? search.sponsored : null,
      // A price shown only in another currency: Scout's conversion (its hint says so), else none.
      priceMinor:
        p.price?.currency === currency
          ? p.price.amountMinor
          : e?.inputs.price?.source === 'page_converted'
            ? e.inputs.price.value
            : null,
      rating: p.rating ?? null,
      reviews: p.reviewCount ?? null,
      boughtPastMonth: p.boughtPastMonth ?? null,
      listRank,
      departmentRank: departmentRankOf(page, p).bestSellersRank !== undefined,
      units: e ? unitsFigure(e.units) : null,
      unitsMethod: e?.units.method ?? null,
      unitsLowerBound: e?.units.method === 'badge',
      revenueMinor: e?.revenue?.cents ?? null,
      revenueKind: e?.revenue?.kind ?? null,
      ...economicsOf(e),
      score: e?.opportunity.score ?? null,
      estimate: e,
    };
  });
}
