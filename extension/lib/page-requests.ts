/**
 * What the extension sends to Scout for one page reading: the products to estimate (one request
 * per page) and the observations to queue. Pure, shared by the content script and its tests.
 */
import type { EstimatesBody, ObservationInput } from '#contracts/observations.ts';
import { isScoutCurrency } from '#domain/amazon-pages/numbers.ts';
import type {
  AmazonPage,
  BestSellerItem,
  PageProduct,
  PageSize,
  SearchResult,
} from '#domain/amazon-pages/page-types.ts';
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

/**
 * A price shown only in another of Scout's currencies (Amazon's currency converter, for a visitor
 * from abroad): sent for the estimate alone, which converts it back at Scout's dated rates and says
 * so; never stored as an observation.
 */
function shownPriceOf(marketplace: MarketplaceCode, p: PageProduct): EstimateItem['shownPrice'] {
  const price = p.price;
  if (!price || price.currency === MARKETPLACES[marketplace].currency || !isScoutCurrency(price.currency))
    return undefined;
  return { currency: price.currency, amountMinor: price.amountMinor };
}

/**
 * Other sellers' lowest offer where the tile has no featured offer: sent for the estimate alone (the
 * fees' basis when no price is known, labelled so), in any of Scout's currencies; never stored.
 */
function offerPriceOf(p: PageProduct): EstimateItem['offerPrice'] {
  const offer = p.offerPrice;
  if (!offer || !isScoutCurrency(offer.currency)) return undefined;
  return { currency: offer.currency, amountMinor: offer.amountMinor };
}

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/**
 * The rank the page shows for a product, with its department: a product page's Best Sellers Rank,
 * or a best-seller item's place on its department's list ("#3" in "Tools & Home Improvement" is
 * its rank there). A sub-category list's place is no department rank: left out.
 */
export function departmentRankOf(
  page: AmazonPage,
  p: PageProduct,
): { bestSellersRank?: number; category?: string } {
  if (page.kind === 'product') return { bestSellersRank: page.bestSellersRank, category: page.category };
  const rank = (p as BestSellerItem).listRank;
  if (page.kind === 'bestsellers' && page.scope === 'department' && page.category && rank)
    return { bestSellersRank: rank, category: page.category };
  return {};
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The estimates request's dimensions (inches and ounces, the US rate card's units): the package's
 * when the page gives it, else the item's own (`of: 'product'`: Scout's fee calculator adds a
 * packaging allowance to it when the catalog knows no package).
 */
function estimateDimensions(sizes: PageSize[]): EstimateItem['dimensions'] {
  const size = sizes.find((s) => s.kind === 'package') ?? sizes.find((s) => s.kind === 'item');
  if (!size) return undefined;
  return {
    of: size.kind === 'package' ? 'package' : 'product',
    sidesIn: [size.lengthCm, size.widthCm, size.heightCm].map((cm) => round2(cm / 2.54)) as [
      number,
      number,
      number,
    ],
    ...(size.weightG ? { weightOz: round2(size.weightG / 28.349523125) } : {}),
  };
}

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
        shownPrice: price.priceCents === undefined ? shownPriceOf(page.marketplace, p) : undefined,
        offerPrice: offerPriceOf(p),
        boughtPastMonth: p.boughtPastMonth,
        rating: p.rating,
        reviewCount: p.reviewCount,
        ...departmentRankOf(page, p),
        dimensions: page.kind === 'product' ? estimateDimensions(page.sizes) : undefined,
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
      ...departmentRankOf(page, p),
      sizes: page.kind === 'product' && page.sizes.length ? page.sizes : undefined,
      keyword: page.kind === 'search' ? page.keyword : undefined,
      searchPage: page.kind === 'search' ? page.page : undefined,
      sponsored: search?.sponsored,
      organicPosition: search?.organicPosition,
      sponsoredPosition: search?.sponsoredPosition,
    });
  });
}
