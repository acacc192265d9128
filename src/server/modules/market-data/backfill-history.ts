import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { CallContext } from '#server/providers/market-data/market-data-source.ts';
import { type FetchProductsResult, fetchProducts } from './fetch-products.ts';
import type { MarketDataDeps } from './market-sources.ts';

const DAY_MS = 86_400_000;

/**
 * A product's history from the sources that keep one (Keepa): price, sales rank, offers, rating,
 * reviews and "bought in past month" — every point the source sends (or those of the last `days`),
 * stored as dated snapshots at once, so a product just tracked has its charts, seasonality and
 * forecasts from the first day. Fetching it again rewrites the same snapshots.
 */
export function backfillHistory(
  deps: MarketDataDeps,
  o: {
    marketplace: MarketplaceCode;
    asins: string[];
    userId: string | null;
    days?: number;
    maxWaitMs?: number;
    signal?: AbortSignal;
    onWait?: CallContext['onWait'];
  },
): Promise<FetchProductsResult> {
  const since = o.days ? new Date(deps.now().getTime() - o.days * DAY_MS) : new Date(0);
  return fetchProducts(deps, {
    marketplace: o.marketplace,
    asins: o.asins,
    userId: o.userId,
    history: { since },
    historyOnly: true,
    maxWaitMs: o.maxWaitMs,
    signal: o.signal,
    onWait: o.onWait,
  });
}
