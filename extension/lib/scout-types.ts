/** The answers of Scout's /api/v1 that the extension reads (see the OpenAPI reference). */
export interface Sourced<T> {
  value: T;
  /** 'page' (what this page shows) or a catalog source: browser, csv_import, sp_api, sample… */
  source: string;
  observedAt: string;
}

export type Units =
  | { method: 'badge'; lowerBound: number }
  | { method: 'no_badge'; upperBound: number }
  | {
      method: 'bsr';
      units: number;
      rank: number;
      range: { low: number; high: number };
      /** The department's calibrated curve: its fit date and its error on held-out pairs. */
      curve: { fittedAt: string; pairs: number; error: { medianApe: number } };
    }
  /** A rank, but no calibrated curve for its department: no estimate (not enough data). */
  | { method: 'no_curve'; rank: number }
  | { method: 'unknown' };

export interface ScoutEstimate {
  asin: string;
  productId: number | null;
  trackedId: string | null;
  inputs: {
    price: Sourced<number> | null;
    boughtPastMonth: Sourced<number> | null;
    bestSellersRank: Sourced<number> | null;
    category: Sourced<string> | null;
    rating: Sourced<number> | null;
    reviewCount: Sourced<number> | null;
  };
  units: Units;
  revenue: { kind: 'at_least' | 'about' | 'below'; cents: number } | null;
  fees: {
    referralCents: number | null;
    feeCategory: string | null;
    exactCategory: boolean;
    fbaCents: number | null;
    fbaFrom: 'package' | 'product' | null;
    totalCents: number | null;
  };
  margin: { marginPercent: number; includesFba: boolean; netCents: number } | null;
  competition: { score: number; level: 'low' | 'medium' | 'high' } | null;
  opportunity: { score: number | null };
  history?: {
    currency: string;
    points: {
      observedAt: string;
      source: string;
      priceCents: number | null;
      bestSellersRank: number | null;
    }[];
  };
}

/** The figure used for sums and medians: badges count as their lower bound, "< 50" as 0. */
export function unitsFigure(u: Units): number | null {
  if (u.method === 'badge') return u.lowerBound;
  if (u.method === 'bsr') return u.units;
  if (u.method === 'no_badge') return 0;
  return null;
}
