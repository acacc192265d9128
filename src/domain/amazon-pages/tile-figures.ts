/**
 * Figures of a product tile (search result or best-seller item): price, list price, rating,
 * review count, "bought in past month" badge and image. Each is read from the markups we know and
 * left out when none matches.
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import { firstText, textOf } from './dom-text.ts';
import type { DecimalMark } from './item-size.ts';
import { parseBoughtPastMonth, parsePrice, parseRating, parseRatingsCount } from './numbers.ts';
import type { PageProduct } from './page-types.ts';

export interface ReadContext {
  marketplace: MarketplaceCode | null;
  /** The currency a bare "$" stands for on this marketplace. */
  dollar: CurrencyCode;
  /** The page language's decimal mark (sizes and weights: "8,5 cm" on amazon.de). */
  decimalMark: DecimalMark;
}

const PRICE_SELECTORS = [
  // Current tiles: the main price (struck-through and per-month prices carry .a-text-price).
  '.a-price:not(.a-text-price) > .a-offscreen',
  // Legacy list (→ 2019): the buy-box price; other .a-color-price spans are other sellers' offers.
  '.s-price',
];

/**
 * Best-seller lists print "24,99 €", or "1 offer from $59.99" (the cheapest other offer, not the
 * listing's price: left out).
 */
function bestSellerPrice(tile: Element): string {
  for (const el of Array.from(tile.querySelectorAll('[class*="p13n-sc-price"]'))) {
    if (!el.closest('.a-color-secondary')) return textOf(el);
  }
  return '';
}

/**
 * Where a tile without a featured offer shows other sellers' lowest offer: 2024 → search tiles'
 * "No featured offers available · EUR 28.15 (2 used & new offers)", best-seller lists' "1 offer
 * from $59.99", the legacy list's offer-listing link ("EUR 24,90 (1 neuer Artikel)").
 */
const OFFER_SELECTORS = [
  '[data-cy="secondary-offer-recipe"] .a-color-base',
  '.a-color-secondary [class*="p13n-sc-price"]',
  'a[href*="/gp/offer-listing/"] .a-color-price',
];

/**
 * Where a tile states its exact number of ratings in a label: 2024 → tiles' count link or its
 * wrapper (`aria-label="84,753 ratings"`, "16.516 Bewertungen", "339 レーティング", "603 评级") —
 * the link's own text is then rounded, "(84.7K)" — and best-seller items' stars link ("4.4 out of
 * 5 stars, 279,961 ratings").
 */
const COUNT_LABELS = [
  '[data-csa-c-content-id="alf-customer-ratings-count-component"] [aria-label]',
  '[data-cy="reviews-block"] a[aria-label][href*="customerReviews"]',
  '[data-cy="reviews-block"] span[aria-label] > a',
  'a[aria-label][href*="product-reviews"]',
];
/** Counts in text: 2020–2023 tiles, best-seller items, the legacy list. */
const COUNT_TEXTS = [
  'span[aria-label] > a span.a-size-base.s-underline-text',
  'a[aria-label] span.a-size-base.s-underline-text',
  'a[href*="product-reviews"] span.a-size-small',
  'span[name] + a.a-size-small',
];

function reviewCountOf(tile: Element): number | undefined {
  for (const el of Array.from(tile.querySelectorAll(COUNT_LABELS.join(', ')))) {
    const label = el.getAttribute('aria-label') ?? el.parentElement?.getAttribute('aria-label') ?? '';
    const n = parseRatingsCount(label);
    if (n !== null) return n;
  }
  for (const selector of COUNT_TEXTS) {
    for (const el of Array.from(tile.querySelectorAll(selector))) {
      const n = parseRatingsCount(textOf(el));
      if (n !== null) return n;
    }
  }
  return undefined;
}

function boughtOf(tile: Element): number | undefined {
  for (const el of Array.from(tile.querySelectorAll('span.a-color-secondary, span.a-size-base'))) {
    const text = textOf(el);
    if (text.length > 80) continue;
    const n = parseBoughtPastMonth(text);
    if (n !== null) return n;
  }
  return undefined;
}

export function readTileFigures(tile: Element, o: ReadContext): Omit<PageProduct, 'asin'> {
  const out: Omit<PageProduct, 'asin'> = {};
  const priceText = firstText(tile, PRICE_SELECTORS) || bestSellerPrice(tile);
  const price = priceText ? parsePrice(priceText, { dollar: o.dollar }) : null;
  if (price) out.price = price;
  else {
    // No listing price: other sellers' lowest offer, kept apart (a basis for fees, labelled so).
    const offerText = firstText(tile, OFFER_SELECTORS);
    const offer = offerText ? parsePrice(offerText, { dollar: o.dollar }) : null;
    if (offer) out.offerPrice = offer;
  }
  const listText = firstText(tile, ['.a-price.a-text-price[data-a-strike="true"] > .a-offscreen']);
  const listPrice = listText ? parsePrice(listText, { dollar: o.dollar }) : null;
  if (listPrice && price && listPrice.currency === price.currency) out.listPrice = listPrice;
  const ratingText = firstText(tile, [
    '.a-icon-star-small .a-icon-alt',
    '.a-icon-star .a-icon-alt',
    '.a-icon-alt',
  ]);
  const rating = ratingText ? parseRating(ratingText) : null;
  if (rating !== null) out.rating = rating;
  const reviews = reviewCountOf(tile);
  if (reviews !== undefined) out.reviewCount = reviews;
  const bought = boughtOf(tile);
  if (bought !== undefined) out.boughtPastMonth = bought;
  const image = tile
    .querySelector('img.s-image, img.s-access-image, img.p13n-product-image')
    ?.getAttribute('src');
  if (image && /^https:\/\//.test(image)) out.imageUrl = image;
  return out;
}
