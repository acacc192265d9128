import type { MarketProduct } from '#domain/market-data/market-product.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { MarketSourceName } from '#server/db/schema/index.ts';

export type { MarketSourceName };

/**
 * One shape for every live market data source (docs/market-data.md): each provider answers in
 * MarketProducts (descriptive facts + dated observations) that the market-data module stores as
 * catalog rows and snapshots with the source's name. A provider spends its source's budgets
 * (rate limits shared by every instance, the operator's daily caps, the user's share) through the
 * `CallPolicy` it is given and never calls beyond them: it waits, or refuses with `busy`.
 */
export type SourceCapability = 'products' | 'search' | 'history' | 'finder' | 'categories' | 'fees';

/** A marketplace's root category as a source names it (Amazon's root browse node and its name). */
export interface RootCategory {
  id: number;
  name: string;
}

/** Who asks and how long a call may wait for its rate budget. */
export interface CallContext {
  /** The user on whose behalf (their share of the daily cap); null: the instance's own work. */
  userId: string | null;
  /** Longest wait for a rate budget before refusing with `busy` (default: the source's own). */
  maxWaitMs?: number;
  signal?: AbortSignal;
  /** Told before the call waits for its rate budget, with the wait (a page shows "waiting for the source"). */
  onWait?: (waitMs: number) => void | Promise<void>;
}

export interface ProductsAnswer {
  products: MarketProduct[];
  /** ASINs the source does not know on that marketplace. */
  unknown: string[];
  /** ASINs whose part of a batch failed (the others were answered). */
  failed: { asin: string; code: string }[];
}

export interface SearchAnswer {
  products: MarketProduct[];
  /** Give it back to get the next page; null on the last page. */
  nextPageToken: string | null;
  /** The source's estimate of all matches (not all can be paged through). */
  totalResults: number | null;
}

/** Keepa Product Finder filters Scout uses to fill a niche (all optional; minor units, ranks). */
export interface NicheQuery {
  /** Keepa category ids to include. */
  categoryIds?: number[];
  /** Keepa root category ids (Amazon's root browse nodes): products whose sales rank is in one of them. */
  rootCategoryIds?: number[];
  title?: string;
  priceMin?: number;
  priceMax?: number;
  rankMin?: number;
  rankMax?: number;
  reviewsMax?: number;
  monthlySoldMin?: number;
}

export interface FeeRequest {
  asin: string;
  priceCents: number;
  fba: boolean;
}
export interface FeeAnswer {
  asin: string;
  /** Amazon's estimate of all fees for that price, minor units; null when it refused this item. */
  totalFeesCents: number | null;
  /** Each fee (ReferralFee, FBAFees, VariableClosingFee…) in minor units. */
  fees: { type: string; cents: number }[];
}

export interface SourceBudget {
  /** Rate budgets (per operation or token bucket): what is left now and the refill rate. */
  buckets: { name: string; tokens: number; rate: number; burst: number }[];
}

export interface MarketDataSource {
  readonly name: MarketSourceName;
  readonly capabilities: readonly SourceCapability[];
  /** Most ASINs one getProducts call takes. */
  readonly batchSize: number;
  getProducts(
    o: {
      marketplace: MarketplaceCode;
      asins: string[];
      history?: { since: Date };
      /** Rating and review-count histories too (default); false saves Keepa a token per product. */
      ratings?: boolean;
    },
    ctx: CallContext,
  ): Promise<ProductsAnswer>;
  search?(
    o: { marketplace: MarketplaceCode; keyword: string; pageToken?: string },
    ctx: CallContext,
  ): Promise<SearchAnswer>;
  findProducts?(
    o: { marketplace: MarketplaceCode; query: NicheQuery; page: number; perPage: number },
    ctx: CallContext,
  ): Promise<{ asins: string[]; totalResults: number | null }>;
  fees?(o: { marketplace: MarketplaceCode; items: FeeRequest[] }, ctx: CallContext): Promise<FeeAnswer[]>;
  /** The marketplace's root categories (Keepa `/category?category=0`). */
  rootCategories?(o: { marketplace: MarketplaceCode }, ctx: CallContext): Promise<RootCategory[]>;
  /** A cheap call that proves the credentials work ("test connection"). */
  check(o: { marketplace: MarketplaceCode }, ctx: CallContext): Promise<void>;
  budget(o: { marketplace: MarketplaceCode }): Promise<SourceBudget>;
}

/** Why a source call did not happen or failed; `code` becomes a translated `source_<code>` error. */
export type SourceErrorCode =
  /** The operator's daily cap of this source is reached (`scope` instance) or the user's share (`user`). */
  | 'cap_reached'
  /** The rate budget would make this call wait longer than allowed: try later (`waitMs`). */
  | 'busy'
  /** The source refused the credentials or the request (401/403, invalid key, no subscription). */
  | 'refused'
  /** The request is not part of the operator's plan with the source (Keepa answers 404). */
  | 'not_in_plan'
  | 'unreachable'
  /** The answer was not what the source documents (wrong types, HTML, too large…): nothing stored. */
  | 'bad_answer'
  /** Still throttled (429) after the retries. */
  | 'throttled'
  | 'failed';

export class MarketSourceError extends Error {
  readonly source: MarketSourceName;
  readonly code: SourceErrorCode;
  readonly detail: Record<string, string | number>;
  constructor(source: MarketSourceName, code: SourceErrorCode, message: string, detail = {}) {
    super(`${source}: ${message}`);
    this.name = 'MarketSourceError';
    this.source = source;
    this.code = code;
    this.detail = detail;
  }
}

/**
 * What a provider calls around each request: the daily caps and usage counters (the market-data
 * module's), kept apart from the rate budgets so a provider stays a plain API client.
 */
export interface CallPolicy {
  /** Counts `units` against the source's daily cap and the user's share; throws cap_reached. */
  charge(o: { source: MarketSourceName; userId: string | null; units: number }): Promise<void>;
  /** Gives units back when the call was not sent. */
  refund(o: { source: MarketSourceName; userId: string | null; units: number }): Promise<void>;
  /** The outcome of a sent call (success: items received; failure: its code and a detail for the operator). */
  record(o: {
    source: MarketSourceName;
    userId: string | null;
    operation: string;
    items: number;
    error?: { code: SourceErrorCode; detail: string };
  }): Promise<void>;
}

/** A policy that counts nothing (tests of a provider alone). */
export const noCallPolicy: CallPolicy = {
  charge: async () => {},
  refund: async () => {},
  record: async () => {},
};
