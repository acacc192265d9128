import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { MarketSourceError, type NicheQuery } from '#server/providers/market-data/market-data-source.ts';
import { type FetchProductsResult, fetchProducts } from './fetch-products.ts';
import { type MarketDataDeps, marketSources } from './market-sources.ts';

/**
 * Fills a niche from Keepa's Product Finder (`/query`): the ASINs matching the filters (category,
 * price, rank, reviews, monthly sales), best ranked first, then their products and current
 * figures. Needs a source with a finder (Keepa).
 */
export async function fillNiche(
  deps: MarketDataDeps,
  o: {
    marketplace: MarketplaceCode;
    query: NicheQuery;
    userId: string | null;
    maxProducts?: number;
    maxWaitMs?: number;
    signal?: AbortSignal;
  },
): Promise<FetchProductsResult & { totalResults: number | null }> {
  const sources = await marketSources(deps, { userId: o.userId });
  const finder = sources.find((s) => s.capabilities.includes('finder') && s.findProducts);
  if (!finder?.findProducts)
    throw new MarketSourceError('keepa', 'refused', 'no source with a product finder');
  const max = Math.min(o.maxProducts ?? 100, 1000);
  const found = await finder.findProducts(
    { marketplace: o.marketplace, query: o.query, page: 0, perPage: Math.max(50, max) },
    { userId: o.userId, maxWaitMs: o.maxWaitMs, signal: o.signal },
  );
  const fetched = await fetchProducts(deps, {
    marketplace: o.marketplace,
    asins: found.asins.slice(0, max),
    userId: o.userId,
    sources: [finder],
    maxWaitMs: o.maxWaitMs,
    signal: o.signal,
  });
  return { ...fetched, totalResults: found.totalResults };
}
