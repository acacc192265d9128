/**
 * What Scout reads from an Amazon page. A field that is absent could not be read from the page
 * (the markup was not one we know, or the page did not show it): it is never filled in by a guess.
 */
import type { MarketplaceCode } from '../marketplaces.ts';
import type { Money } from './numbers.ts';

/** One Best Sellers Rank line: "#93 in Home & Kitchen". */
export interface RankLine {
  rank: number;
  category: string;
  /** The top-level (department) rank: the line Amazon follows with "(See Top 100 in …)". */
  department: boolean;
}

/** A product as a search result, a best-seller item or a product page shows it. */
export interface PageProduct {
  asin: string;
  title?: string;
  brand?: string;
  price?: Money;
  /**
   * Where the tile has no featured offer (so no `price`): the lowest price of other sellers' offers
   * it shows ("No featured offers available · $28.15", "1 offer from $59.99"). Not the listing's
   * price: never stored as one; the estimate takes it as the fees' basis, labelled so.
   */
  offerPrice?: Money;
  /** The struck-through "List price" / "RRP" / "Was" price. */
  listPrice?: Money;
  rating?: number;
  reviewCount?: number;
  /** Lower bound of "N+ bought in past month" (absent: no badge read). */
  boughtPastMonth?: number;
  imageUrl?: string;
}

export interface SearchResult extends PageProduct {
  sponsored: boolean;
  /** 1-based place among all results of this page, in page order. */
  position: number;
  /** Organic rank over the whole search (page offset included); absent for ads or when unreadable. */
  organicPosition?: number;
  /** 1-based place among the sponsored results of this page. */
  sponsoredPosition?: number;
}

export interface SearchPage {
  kind: 'search';
  marketplace: MarketplaceCode | null;
  keyword?: string;
  page: number;
  /** "1-48 of over 2,000 results": 2000 (at least that many when the bar says "over"). */
  totalResults?: number;
  results: SearchResult[];
}

export interface BestSellerItem extends PageProduct {
  /** "#1" … on the list: the rank in `category`. */
  listRank?: number;
}

export interface BestSellersPage {
  kind: 'bestsellers';
  marketplace: MarketplaceCode | null;
  /** The list's category as its heading names it. */
  category?: string;
  /**
   * 'department': `listRank` is the item's Best Sellers Rank in the department `category` (the
   * rank its sales curve reads); 'subcategory': its rank in that sub-category only; absent: unknown.
   */
  scope?: 'department' | 'subcategory';
  items: BestSellerItem[];
}

/**
 * A size the product details give: the item's own ("Product Dimensions", "Produktabmessungen",
 * "商品の寸法") or its package's ("Package Dimensions", "梱包サイズ"), in centimetres and grams.
 */
export interface PageSize {
  kind: 'item' | 'package';
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** From the same row ("…; 1,1 Kilogramm") or the kind's weight row; absent when the page gives none. */
  weightG?: number;
  /** The row it was read from, as the page labels it. */
  label: string;
}

export interface ProductPage extends PageProduct {
  kind: 'product';
  marketplace: MarketplaceCode | null;
  ranks: RankLine[];
  /** The department rank (absent when the page shows only sub-category ranks). */
  bestSellersRank?: number;
  /** The department of `bestSellersRank`. */
  category?: string;
  /** The item's size first, then its package's; empty when the details give neither. */
  sizes: PageSize[];
}

export type AmazonPage = SearchPage | BestSellersPage | ProductPage;
