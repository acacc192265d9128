import { MARKETPLACES, type MarketplaceCode } from '../marketplaces.ts';
import { minorUnitsPerMajor } from '../money.ts';

/** The parts of a Catalog Items 2022-04-01 `Item` that we read. */
export interface SpApiCatalogItem {
  asin: string;
  summaries?: {
    marketplaceId: string;
    itemName?: string;
    brand?: string;
    browseClassification?: { displayName?: string };
  }[];
  salesRanks?: {
    marketplaceId: string;
    classificationRanks?: { title?: string; rank: number }[];
    displayGroupRanks?: { title?: string; rank: number }[];
  }[];
  images?: { marketplaceId: string; images?: { variant?: string; link: string }[] }[];
  classifications?: { marketplaceId: string; classifications?: SpApiBrowseClassification[] }[];
  dimensions?: { marketplaceId: string; item?: SpApiDimensions; package?: SpApiDimensions }[];
}

export interface SpApiBrowseClassification {
  displayName?: string;
  classificationId?: string;
  parent?: SpApiBrowseClassification;
}

export interface SpApiDimensions {
  height?: { unit?: string; value?: number };
  length?: { unit?: string; value?: number };
  width?: { unit?: string; value?: number };
  weight?: { unit?: string; value?: number };
}

interface Money {
  CurrencyCode: string;
  Amount: number;
}

/** The parts of a Product Pricing v0 `getItemOffers` payload that we read. */
export interface SpApiItemOffersPayload {
  ASIN?: string;
  status?: string;
  Summary?: {
    TotalOfferCount?: number;
    BuyBoxPrices?: { condition?: string; LandedPrice?: Money; ListingPrice?: Money }[];
    LowestPrices?: { condition?: string; LandedPrice?: Money; ListingPrice?: Money }[];
    ListPrice?: Money;
    NumberOfOffers?: { condition?: string; fulfillmentChannel?: string; OfferCount?: number }[];
  };
  Offers?: { ListingPrice?: Money; Shipping?: Money; IsBuyBoxWinner?: boolean }[];
}

export interface CatalogItemFacts {
  title: string | null;
  brand: string | null;
  category: string | null;
  imageUrl: string | null;
  /** Best Sellers Rank in the top-level category (display group), else the best sub-category rank. */
  bestSellersRank: number | null;
}

export function catalogItemFacts(item: SpApiCatalogItem, marketplace: MarketplaceCode): CatalogItemFacts {
  const id = MARKETPLACES[marketplace].marketplaceId;
  const summary = item.summaries?.find((s) => s.marketplaceId === id) ?? item.summaries?.[0];
  const ranks = item.salesRanks?.find((r) => r.marketplaceId === id);
  const groupRank = ranks?.displayGroupRanks?.[0]?.rank;
  const classRanks = (ranks?.classificationRanks ?? []).map((r) => r.rank).filter((r) => r > 0);
  const images = item.images?.find((i) => i.marketplaceId === id)?.images ?? [];
  const main = images.find((i) => i.variant === 'MAIN') ?? images[0];
  return {
    title: summary?.itemName?.trim() || null,
    brand: summary?.brand?.trim() || null,
    category: summary?.browseClassification?.displayName?.trim() || null,
    imageUrl: main?.link ?? null,
    bestSellersRank: groupRank ?? (classRanks.length ? Math.min(...classRanks) : null),
  };
}

export interface OfferFacts {
  /** Buy Box landed price, else the lowest new landed price, in minor units. */
  priceCents: number | null;
  listPriceCents: number | null;
  /** Some seller offers it new (Amazon does not disclose competitors' quantities). */
  inStock: boolean | null;
  /** New offers (all fulfilment channels), when Amazon says. */
  offerCount: number | null;
}

export function itemOffersFacts(payload: SpApiItemOffersPayload, marketplace: MarketplaceCode): OfferFacts {
  const currency = MARKETPLACES[marketplace].currency;
  const cents = (m: Money | undefined) =>
    m && m.CurrencyCode === currency && Number.isFinite(m.Amount) && m.Amount > 0
      ? Math.round(m.Amount * minorUnitsPerMajor(currency))
      : null;
  const summary = payload.Summary ?? {};
  const isNew = (c?: string) => !c || c.toLowerCase() === 'new';
  const buyBox = summary.BuyBoxPrices?.find((p) => isNew(p.condition));
  const lowest = (summary.LowestPrices ?? [])
    .filter((p) => isNew(p.condition))
    .map((p) => cents(p.LandedPrice) ?? cents(p.ListingPrice))
    .filter((c): c is number => c != null);
  const offers = (payload.Offers ?? [])
    .map((o) => {
      const listing = cents(o.ListingPrice);
      return listing == null ? null : listing + (cents(o.Shipping) ?? 0);
    })
    .filter((c): c is number => c != null);
  const priceCents =
    cents(buyBox?.LandedPrice) ??
    cents(buyBox?.ListingPrice) ??
    (lowest.length ? Math.min(...lowest) : offers.length ? Math.min(...offers) : null);
  const total = summary.TotalOfferCount;
  const newCounts = (summary.NumberOfOffers ?? [])
    .filter((n) => isNew(n.condition) && typeof n.OfferCount === 'number')
    .map((n) => n.OfferCount as number);
  return {
    priceCents,
    listPriceCents: cents(summary.ListPrice),
    inStock: typeof total === 'number' ? total > 0 : null,
    offerCount: newCounts.length ? newCounts.reduce((a, b) => a + b, 0) : null,
  };
}
