/**
 * What the extension sends to Scout for one page reading: the products to estimate (one request
 * per page) and the observations to queue. Pure, shared by the content script and its tests.
 */
import type { EstimatesBody, ObservationInput } from '#contracts/observations.ts';
import type { AmazonPage, PageProduct, SearchResult } from '#domain/amazon-pages/page-types.ts';
import { MARKETPLACES, type MarketplaceCode } from '#domain/marketplaces.ts';

/** What one page sends: the contract's request items (src/contracts/observations.ts). */
export type EstimateItem = EstimatesBody['items'][number];
export type ObservationItem = ObservationInput;

/** The products of a page, in page order. */
export const productsOf = (page: AmazonPage): PageProduct[] =>
  page.kind === 'search' ? page.results : page.kind === 'bestsellers' ? page.items : [page];

/**
 * A price only counts in the marketplace's own currency (Amazon can show converted prices):
 * another currency is left out rather than mixed in.
 */
function priceFields(marketplace: MarketplaceCode, p: PageProduct) {
  const currency = MARKETPLACES[marketplace].currency;
  const out: Pick<ObservationItem, 'currency' | 'priceCents' | 'listPriceCents'> = {};
  if (p.price?.currency === currency) {
    out.currency = currency;
    out.priceCents = p.price.amountMinor;
    if (p.listPrice?.currency === currency) out.listPriceCents = p.listPrice.amountMinor;
  }
  return out;
}

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

export function estimateItemsOf(page: AmazonPage & { marketplace: MarketplaceCode }): EstimateItem[] {
  const seen = new Set<string>();
  const items: EstimateItem[] = [];
  for (const p of productsOf(page)) {
    if (seen.has(p.asin)) continue;
    seen.add(p.asin);
    const { listPriceCents: _list, ...price } = priceFields(page.marketplace, p);
    items.push(
      defined({
        asin: p.asin,
        ...price,
        boughtPastMonth: p.boughtPastMonth,
        rating: p.rating,
        reviewCount: p.reviewCount,
        bestSellersRank: page.kind === 'product' ? page.bestSellersRank : undefined,
        category: page.kind === 'product' ? page.category : undefined,
        dimensions: page.kind === 'product' ? page.dimensions : undefined,
      }),
    );
  }
  return items.slice(0, 100);
}

export function observationsOf(
  page: AmazonPage & { marketplace: MarketplaceCode },
  at: Date,
): ObservationItem[] {
  const common = { marketplace: page.marketplace, observedAt: at.toISOString(), pageKind: page.kind };
  return productsOf(page).map((p) => {
    const search = page.kind === 'search' ? (p as SearchResult) : null;
    return defined({
      ...common,
      asin: p.asin,
      title: p.title,
      brand: p.brand,
      ...priceFields(page.marketplace, p),
      rating: p.rating,
      reviewCount: p.reviewCount,
      boughtPastMonth: p.boughtPastMonth,
      bestSellersRank: page.kind === 'product' ? page.bestSellersRank : undefined,
      category: page.kind === 'product' ? page.category : undefined,
      keyword: page.kind === 'search' ? page.keyword : undefined,
      searchPage: page.kind === 'search' ? page.page : undefined,
      sponsored: search?.sponsored,
      organicPosition: search?.organicPosition,
      sponsoredPosition: search?.sponsoredPosition,
    });
  });
}
