import type { SpApiCatalogItem, SpApiItemOffersPayload } from '#domain/market-data/sp-api-items.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';

/**
 * What the tracking module needs from Amazon's Selling Partner API, for one connected seller:
 * two read operations on arbitrary ASINs. The account connection (Login with Amazon, encrypted
 * refresh token, LWA access tokens, regional endpoints) belongs to the seller-data module, which
 * provides these clients by setting `spApiAccess.provider` (one line where it wires its client).
 * Until a provider is set, the SP-API source reports "not connected" and nothing is invented.
 */
export interface SpApiCatalogClient {
  /** Identifies the selling partner + application whose SP-API rate limits a call consumes. */
  readonly rateLimitKey: string;
  /**
   * Catalog Items API 2022-04-01 `getCatalogItem` (GET /catalog/2022-04-01/items/{asin}?marketplaceIds=…
   * &includedData=summaries,salesRanks,images): the response body, or null on 404.
   */
  getCatalogItem(o: { asin: string; marketplaceId: string }): Promise<SpApiCatalogItem | null>;
  /**
   * Product Pricing API v0 `getItemOffers` (GET /products/pricing/v0/items/{asin}/offers?MarketplaceId=…
   * &ItemCondition=New): the response's `payload`, or null on 404.
   */
  getItemOffers(o: { asin: string; marketplaceId: string }): Promise<SpApiItemOffersPayload | null>;
}

export interface SpApiAccessProvider {
  /** The SP-API client of this user's connected seller account on this marketplace, or null. */
  clientFor(o: { db: Db; userId: string; marketplace: MarketplaceCode }): Promise<SpApiCatalogClient | null>;
}

/** Set by the module that owns the Amazon account connection. */
export const spApiAccess: { provider: SpApiAccessProvider | null } = { provider: null };

/** A client throws this when Amazon answers 429 (QuotaExceeded): the call is retried later. */
export class SpApiThrottledError extends Error {
  constructor(operation: string) {
    super(`SP-API ${operation} throttled`);
    this.name = 'SpApiThrottledError';
  }
}
