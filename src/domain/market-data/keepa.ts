import type { MarketplaceCode } from '../marketplaces.ts';

/**
 * Keepa's facts (keepacom/api_backend: KeepaTime, Product.CsvType, AmazonLocale). Keepa times are
 * minutes since 2011-01-01T00:00Z; prices are integers in the marketplace's smallest currency unit
 * (cents, or yen on amazon.co.jp) — the same minor units Scout stores.
 */

/** Keepa's domain id of each marketplace (AmazonLocale: 1 .com, 2 .co.uk, 3 .de, 4 .fr, 5 .co.jp, 6 .ca, 8 .it, 9 .es). */
export const KEEPA_DOMAIN_IDS: Record<MarketplaceCode, number> = {
  US: 1,
  UK: 2,
  DE: 3,
  FR: 4,
  JP: 5,
  CA: 6,
  IT: 8,
  ES: 9,
};

/** Minutes between the Unix epoch and Keepa's epoch (2011-01-01T00:00:00Z). */
export const KEEPA_EPOCH_MINUTES = 21_564_000;

export const keepaMinuteToDate = (minute: number) => new Date((minute + KEEPA_EPOCH_MINUTES) * 60_000);

export const dateToKeepaMinute = (date: Date) => Math.floor(date.getTime() / 60_000) - KEEPA_EPOCH_MINUTES;

/** Indices of the `csv` history arrays that Scout reads (Product.CsvType). */
export const KEEPA_CSV = {
  AMAZON: 0,
  NEW: 1,
  SALES: 3,
  LISTPRICE: 4,
  COUNT_NEW: 11,
  RATING: 16,
  COUNT_REVIEWS: 17,
  /** Buy Box price, with shipping: entries are [minute, price, shipping] triples. */
  BUY_BOX_SHIPPING: 18,
} as const;

/** csv types whose entries are [minute, price, shipping] triples instead of [minute, value] pairs. */
const WITH_SHIPPING = new Set<number>([7, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 32]);

export const keepaEntrySize = (csvType: number) => (WITH_SHIPPING.has(csvType) ? 3 : 2);

/** Keepa's "-1": no offer, out of stock or no rank; "-2": no data. */
export const KEEPA_NONE = -1;
export const KEEPA_NO_DATA = -2;

/**
 * The token cost of a /product request, as Keepa documents it: 1 token per product; the `offers`
 * parameter costs 6 more per product (per offer page), which Scout never asks for.
 */
export const keepaProductTokenCost = (asinCount: number) => asinCount;

/** /query (Product Finder): 10 tokens plus 1 per 100 ASINs returned. */
export const keepaQueryTokenCost = (perPage: number) => 10 + Math.ceil(perPage / 100);

/** Full image URL of a Keepa image name. */
export const keepaImageUrl = (name: string) => `https://m.media-amazon.com/images/I/${name}`;
