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
  items: BestSellerItem[];
}

/** Package or product dimensions and weight, as the details table gives them. */
export interface PageDimensions {
  /** 'package' when the page gives package dimensions, else 'product' (the box is larger). */
  of: 'package' | 'product';
  sidesIn: [number, number, number];
  weightOz?: number;
}

export interface ProductPage extends PageProduct {
  kind: 'product';
  marketplace: MarketplaceCode | null;
  ranks: RankLine[];
  /** The department rank (absent when the page shows only sub-category ranks). */
  bestSellersRank?: number;
  /** The department of `bestSellersRank`. */
  category?: string;
  dimensions?: PageDimensions;
}

export type AmazonPage = SearchPage | BestSellersPage | ProductPage;
