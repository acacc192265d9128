/** Product pages (`/dp/<ASIN>`): current (2020 →) and legacy (`#priceblock_ourprice`, `#SalesRank`) markups. */
import { isAsin, normalizeAsin } from '../asin.ts';
import { asinInHref, firstElement, firstText } from './dom-text.ts';
import { parseBoughtPastMonth, parseCount, parsePrice, parseRating } from './numbers.ts';
import type { ProductPage } from './page-types.ts';
import { BSR_LABEL, detailRowSteps, parseRankLines, readSizes } from './product-details.ts';
import type { Steps } from './steps.ts';
import type { ReadContext } from './tile-figures.ts';

const PRICE_SELECTORS = [
  '#corePrice_feature_div .a-price:not(.a-text-price) .a-offscreen',
  '#corePriceDisplay_desktop_feature_div .a-price:not(.a-text-price) .a-offscreen',
  '#apex_desktop .a-price:not(.a-text-price) .a-offscreen',
  '#priceblock_dealprice',
  '#priceblock_saleprice',
  '#priceblock_ourprice',
  '#price_inside_buybox',
  '#newBuyBoxPrice',
  '#tp_price_block_total_price_ww .a-offscreen',
];

const LIST_PRICE_SELECTORS = [
  '#corePriceDisplay_desktop_feature_div .basisPrice .a-offscreen',
  '#corePrice_feature_div .a-price.a-text-price[data-a-strike="true"] .a-offscreen',
  '#apex_desktop .a-price.a-text-price[data-a-strike="true"] .a-offscreen',
  '#priceblock_ourprice_row .a-text-strike',
  '#listPrice',
];

/** The page's ASIN: the add-to-cart form's field, else the canonical link or the URL. */
function asinOf(doc: Document, url: URL | null): string | null {
  const field = firstElement(doc, [
    'input#ASIN',
    'input[name="ASIN"]',
    '#all-offers-display-params',
  ])?.getAttribute('value');
  const candidates = [
    field,
    doc.querySelector('[data-asin]#averageCustomerReviews')?.getAttribute('data-asin'),
    asinInHref(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')),
    asinInHref(url?.pathname),
  ];
  for (const c of candidates) {
    const asin = normalizeAsin(c ?? '');
    if (isAsin(asin)) return asin;
  }
  return null;
}

const BRAND_PATTERNS = [
  /^(?:Brand|Marke|Marca|Marque|ブランド)\s*:\s*(.+)$/i,
  /^(?:Visit the|Besuche den|Besuchen Sie den|Visiter la boutique|Visita lo Store di|Visita la tienda de|Visite a loja)\s+(.+?)(?:[-\s]*(?:Store|Shop|Boutique))?$/i,
  /^(.+?)\s*のストアを表示$/,
];

/** The brand from the byline: "Brand: Versuni", "Visit the Amazon Basics Store", "uxcell"; authors are no brand. */
function brandOf(doc: Document): string | undefined {
  const byline = firstText(doc, ['#bylineInfo', '#brand']);
  if (!byline || /\((?:Autor|Author|Auteur|Autore|Editor|Herausgeber)\)/i.test(byline)) return undefined;
  for (const pattern of BRAND_PATTERNS) {
    const m = pattern.exec(byline);
    if (m) return m[1].trim().slice(0, 200);
  }
  return byline.length <= 60 && !/\s(?:by|von|de|par|por|di)\s/i.test(byline) ? byline : undefined;
}

/** Reads a product page, pausing between its parts (a product page is large: each part searches it). */
export function* productPageSteps(
  doc: Document,
  o: ReadContext & { url: URL | null },
): Steps<ProductPage | null> {
  const asin = asinOf(doc, o.url);
  if (!asin) return null;
  const page: ProductPage = { kind: 'product', marketplace: o.marketplace, asin, ranks: [], sizes: [] };
  const title = firstText(doc, ['#productTitle', '#title', '#ebooksProductTitle']);
  if (title) page.title = title.slice(0, 1000);
  const brand = brandOf(doc);
  if (brand) page.brand = brand;
  yield;

  const price = parsePrice(firstText(doc, PRICE_SELECTORS), { dollar: o.dollar });
  if (price) page.price = price;
  const listPrice = parsePrice(firstText(doc, LIST_PRICE_SELECTORS), { dollar: o.dollar });
  if (
    listPrice &&
    price &&
    listPrice.currency === price.currency &&
    listPrice.amountMinor > price.amountMinor
  )
    page.listPrice = listPrice;
  yield;

  const ratingText =
    doc.querySelector('#acrPopover')?.getAttribute('title') ??
    firstText(doc, ['#acrPopover .a-icon-alt', '#averageCustomerReviews .a-icon-alt']);
  const rating = ratingText ? parseRating(ratingText) : null;
  if (rating !== null) page.rating = rating;
  const reviews = parseCount(firstText(doc, ['#acrCustomerReviewText']));
  if (reviews !== null) page.reviewCount = reviews;
  const bought = parseBoughtPastMonth(
    firstText(doc, ['#social-proofing-faceout-title-tk_bought', '#socialProofingAsinFaceout_feature_div']),
  );
  if (bought !== null) page.boughtPastMonth = bought;
  const image = firstElement(doc, ['#landingImage', '#imgBlkFront', '#ebooksImgBlkFront'])?.getAttribute(
    'src',
  );
  if (image && /^https:\/\//.test(image)) page.imageUrl = image;
  yield;

  const rows = yield* detailRowSteps(doc);
  yield;
  const rankRow = rows.find((r) => BSR_LABEL.test(r.label)) ?? rows.find((r) => BSR_LABEL.test(r.value));
  if (rankRow) {
    const value = BSR_LABEL.test(rankRow.label) ? rankRow.value : rankRow.value.replace(BSR_LABEL, '');
    page.ranks = parseRankLines(value.replace(/^[^#\d]*?(?=#|Nr|N[º°]|n\.|\d)/i, ''));
    const department = page.ranks.find((r) => r.department);
    if (department) {
      page.bestSellersRank = department.rank;
      page.category = department.category;
    }
  }
  page.sizes = readSizes(rows, o.decimalMark);
  return page;
}
