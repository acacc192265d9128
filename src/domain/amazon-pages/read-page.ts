/**
 * Entry point of the page readers, shared by the browser extension (the live document) and the
 * `page:parse` command (a saved file parsed by linkedom): which kind of page this is, on which
 * marketplace, and what it shows.
 */
import { type MarketplaceCode, marketplaceByDomain } from '../marketplaces.ts';
import { BEST_SELLER_ITEM, bestSellersPageSteps } from './best-sellers-page.ts';
import type { DecimalMark } from './item-size.ts';
import type { AmazonPage } from './page-types.ts';
import { productPageSteps } from './product-page.ts';
import { searchPageSteps } from './search-page.ts';
import { finish, type Steps } from './steps.ts';

export type PageKind = AmazonPage['kind'];

const SEARCH_TILES =
  '[data-component-type="s-search-result"][data-asin], li.s-result-item[data-asin][id^="result_"]';

/** The kind of page from its markup (saved pages have no address), null when none we read. */
export function pageKindOf(doc: Document): PageKind | null {
  if (doc.querySelector(SEARCH_TILES)) return 'search';
  if (doc.querySelector(BEST_SELLER_ITEM)) return 'bestsellers';
  if (doc.querySelector('#productTitle, input#ASIN, #dp-container')) return 'product';
  return null;
}

/** The marketplace of the page's address, else of its canonical link. */
export function marketplaceOfPage(doc: Document, url: URL | null): MarketplaceCode | null {
  const fromUrl = url && /^https?:$/.test(url.protocol) ? marketplaceByDomain(url.hostname) : null;
  if (fromUrl) return fromUrl.code;
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  try {
    return canonical ? (marketplaceByDomain(new URL(canonical).hostname)?.code ?? null) : null;
  } catch {
    return null;
  }
}

/** The page language's decimal mark, from `<html lang>` ("de-de" → ","), 'auto' when it says none. */
function decimalMarkOf(doc: Document): DecimalMark {
  const lang = (doc.documentElement?.getAttribute('lang') ?? '').toLowerCase();
  if (/^(de|fr|it|es|pt|nl|pl|sv|tr)\b/.test(lang)) return ',';
  if (/^(en|ja|zh)\b/.test(lang)) return '.';
  return 'auto';
}

export interface ReadOptions {
  url?: string | null;
  /** Overrides what the address says (the command line's --marketplace). */
  marketplace?: MarketplaceCode | null;
}

/** Reads a page at once; null when the page is none of the kinds we read. */
export const readAmazonPage = (doc: Document, o: ReadOptions = {}): AmazonPage | null =>
  finish(amazonPageSteps(doc, o));

/** Reads a page in steps (see steps.ts): the extension's way, between the browser's other work. */
export function* amazonPageSteps(doc: Document, o: ReadOptions = {}): Steps<AmazonPage | null> {
  let url: URL | null = null;
  try {
    url = o.url ? new URL(o.url) : null;
  } catch {
    url = null;
  }
  const marketplace = o.marketplace ?? marketplaceOfPage(doc, url);
  const dollar = marketplace === 'CA' ? 'CAD' : 'USD';
  const context = { marketplace, dollar, url, decimalMark: decimalMarkOf(doc) } as const;
  const kind = pageKindOf(doc);
  yield;
  switch (kind) {
    case 'search':
      return yield* searchPageSteps(doc, context);
    case 'bestsellers':
      return yield* bestSellersPageSteps(doc, context);
    case 'product':
      return yield* productPageSteps(doc, context);
    default:
      return null;
  }
}
