import type { SpApiCatalogItem, SpApiItemOffersPayload } from '#domain/market-data/sp-api-items.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { spApiBudgetLimiter } from './shared-budget.ts';
import { createSpApiClient, type SpApiClient, type SpApiClientOptions, SpApiError } from './sp-api-client.ts';

/**
 * The two SP-API reads competitor tracking makes on arbitrary ASINs for one connected seller, on the
 * one SP-API client (`sp-api-client.ts`: access token, pacing per operation, capped answers).
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

/** Amazon answered 429 (QuotaExceeded): the caller retries later (the refresh job, after 2 s). */
/**
 * A seller's Selling Partner API access as the tracking module uses it: the catalog client of the
 * user's connected seller account. The connection (Login with Amazon, encrypted refresh token,
 * regional endpoints) belongs to the amazon module, which makes it (`trackingCatalogAccess`); the
 * start-up composes it into the app's dependencies (`deps.spApiCatalogAccess`, boot/create-deps.ts),
 * so neither module imports the other.
 */
export interface SpApiAccessProvider {
  /** The SP-API client of this user's connected seller account on this marketplace, or null. */
  clientFor(o: { db: Db; userId: string; marketplace: MarketplaceCode }): Promise<SpApiCatalogClient | null>;
}

export class SpApiThrottledError extends Error {
  constructor(operation: string) {
    super(`SP-API ${operation} throttled`);
    this.name = 'SpApiThrottledError';
  }
}

/** 404 → null; 429 → SpApiThrottledError (no retry here: tracking retries the whole refresh). */
async function orNull<T>(operation: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof SpApiError && e.status === 404) return null;
    if (e instanceof SpApiError && e.status === 429) throw new SpApiThrottledError(operation);
    throw e;
  }
}

export function catalogItemsClient(client: SpApiClient, rateLimitKey: string): SpApiCatalogClient {
  return {
    rateLimitKey,
    getCatalogItem: ({ asin, marketplaceId }) =>
      orNull('getCatalogItem', () =>
        client.call<SpApiCatalogItem>('getCatalogItem', {
          method: 'GET',
          path: `/catalog/2022-04-01/items/${encodeURIComponent(asin)}`,
          query: { marketplaceIds: marketplaceId, includedData: 'summaries,salesRanks,images' },
        }),
      ),
    getItemOffers: async ({ asin, marketplaceId }) => {
      const body = await orNull('getItemOffers', () =>
        client.call<{ payload?: SpApiItemOffersPayload }>('getItemOffers', {
          method: 'GET',
          path: `/products/pricing/v0/items/${encodeURIComponent(asin)}/offers`,
          query: { MarketplaceId: marketplaceId, ItemCondition: 'New' },
        }),
      );
      return body?.payload ?? null;
    },
  };
}

/**
 * A connected seller's catalog client: the one SP-API client, a 429 given back at once. Its calls
 * are taken from the seller's shared budgets before it is called (tracking's `takeObservationCalls`,
 * without waiting), so its limiter reserves nothing more; it still learns Amazon's announced rate
 * and empties the bucket after a 429, for every caller of this seller's budgets.
 */
export function createSpApiCatalogClient(
  o: Pick<SpApiClientOptions, 'endpoint' | 'accessToken' | 'fetch'> & {
    db: Pick<Db, 'execute'>;
    rateLimitKey: string;
  },
): SpApiCatalogClient {
  const budget = spApiBudgetLimiter({ db: o.db, credential: o.rateLimitKey });
  const limiter = { ...budget, acquire: async () => {} };
  return catalogItemsClient(
    createSpApiClient({
      endpoint: o.endpoint,
      accessToken: o.accessToken,
      fetch: o.fetch,
      maxRetries: 0,
      limiter,
    }),
    o.rateLimitKey,
  );
}
