/**
 * How the calibration crawl samples a root category (docs/estimators.md "Calibration crawl"): Keepa's
 * Product Finder is asked, band after band of Best Sellers Ranks a decade wide, for products that
 * carry a "bought in past month" badge; a few products spread over each answer page are fetched
 * with their history, each giving about one (rank, units) pair per 30-day window. Five bands give
 * the tenfold rank spread a curve needs from the first pass; a pass costs about 5 × (11 + 4) tokens.
 */

/** Rank bands, best first (inclusive). */
export const CALIBRATION_BANDS: readonly { rankMin: number; rankMax: number }[] = [
  { rankMin: 1, rankMax: 500 },
  { rankMin: 500, rankMax: 5_000 },
  { rankMin: 5_000, rankMax: 50_000 },
  { rankMin: 50_000, rankMax: 500_000 },
  { rankMin: 500_000, rankMax: 5_000_000 },
];

/** Products fetched per band and page (spread over the page, which is sorted by rank). */
export const PRODUCTS_PER_BAND = 4;
/** A Product Finder page (Keepa's smallest). */
export const FINDER_PAGE_SIZE = 50;
/** Passes over the bands (one page each) before a category that will not calibrate is left. */
export const MAX_PASSES = 3;
/** The smallest badge Amazon shows: only products with one give pairs. */
export const MIN_BADGE = 50;

/** `n` items spread evenly over a list (its first and last included), in order. */
export function spreadPick<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  if (n <= 1) return items.slice(0, n);
  const step = (items.length - 1) / (n - 1);
  return Array.from({ length: n }, (_, i) => items[Math.round(i * step)]);
}

/** The step after `band` of page `page`: the next band, or the first band of the next page. */
export function nextStep(o: { band: number; page: number }): { band: number; page: number } {
  return o.band + 1 < CALIBRATION_BANDS.length
    ? { band: o.band + 1, page: o.page }
    : { band: 0, page: o.page + 1 };
}

/** A root category's name as sources and users write it, for matching ("Home & Kitchen" = "home  & kitchen"). */
export const rootCategoryKey = (name: string) =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
