import type { SpApiCatalogItem, SpApiItemOffersPayload } from '#domain/market-data/sp-api-items.ts';
import { type SpApiCatalogClient, SpApiThrottledError } from './sp-api-access.ts';

/**
 * The two SP-API read operations tracking uses, over HTTP. The connection owner gives the
 * endpoint (regional host, or a stand-in in tests) and a function returning a valid LWA access
 * token (it refreshes tokens; SigV4 signing is no longer required). 404 → null; 429 →
 * SpApiThrottledError; any other failure → an Error with the status.
 */
export function createSpApiCatalogHttpClient(o: {
  endpoint: string;
  accessToken: () => Promise<string>;
  rateLimitKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): SpApiCatalogClient {
  const doFetch = o.fetch ?? fetch;
  async function get<T>(operation: string, path: string, query: Record<string, string>): Promise<T | null> {
    const url = new URL(path, o.endpoint);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await doFetch(url, {
      headers: {
        'x-amz-access-token': await o.accessToken(),
        accept: 'application/json',
        'user-agent': 'Scout',
      },
      signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
    });
    if (res.status === 404) return null;
    if (res.status === 429) throw new SpApiThrottledError(operation);
    if (!res.ok) throw new Error(`SP-API ${operation} answered ${res.status}`);
    return (await res.json()) as T;
  }
  return {
    rateLimitKey: o.rateLimitKey,
    getCatalogItem: ({ asin, marketplaceId }) =>
      get<SpApiCatalogItem>('getCatalogItem', `/catalog/2022-04-01/items/${encodeURIComponent(asin)}`, {
        marketplaceIds: marketplaceId,
        includedData: 'summaries,salesRanks,images',
      }),
    getItemOffers: async ({ asin, marketplaceId }) => {
      const body = await get<{ payload?: SpApiItemOffersPayload }>(
        'getItemOffers',
        `/products/pricing/v0/items/${encodeURIComponent(asin)}/offers`,
        { MarketplaceId: marketplaceId, ItemCondition: 'New' },
      );
      return body?.payload ?? null;
    },
  };
}
