import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { MarketSourceName } from '#server/db/schema/index.ts';
import { type CallContext, MarketSourceError } from '#server/providers/market-data/market-data-source.ts';
import { fetchProducts } from './fetch-products.ts';
import { type MarketDataDeps, marketSources } from './market-sources.ts';
import { type StoredProduct, storeMarketProduct } from './store-market-product.ts';

export interface CrawlProgress {
  source: MarketSourceName;
  /** Products stored so far. */
  stored: number;
  /** The source's estimate of all matches, when it gives one. */
  totalResults: number | null;
  pages: number;
}

export interface CrawlResult extends CrawlProgress {
  products: StoredProduct[];
  /** True when the crawl stopped before `maxProducts` because the source had no more. */
  exhausted: boolean;
  /** Why the crawl stopped early (busy: retry after `waitMs`; cap_reached; refused…). */
  stoppedBy: { code: string; waitMs?: number; scope?: string; source?: MarketSourceName } | null;
}

/**
 * Searches a keyword on the first configured source that can: SP-API's catalog search (pages of
 * 20, each stored with its offers as it arrives), else Keepa's Product Finder on titles (then its
 * products by batches of 100). Stops at `maxProducts`. `onProgress` follows each stored product (the
 * progress bar: its count never lags the products a search of the catalog finds) and each page. Errors of the source (busy, daily cap…) end the crawl with what was stored.
 */
export async function crawlKeyword(
  deps: MarketDataDeps,
  o: {
    marketplace: MarketplaceCode;
    keyword: string;
    userId: string | null;
    maxProducts?: number;
    only?: MarketSourceName[];
    maxWaitMs?: number;
    signal?: AbortSignal;
    onProgress?: (p: CrawlProgress) => void | Promise<void>;
    /** Before each wait for a source's rate budget. */
    onWait?: CallContext['onWait'];
  },
): Promise<CrawlResult> {
  const max = o.maxProducts ?? 100;
  const keyword = o.keyword.trim().slice(0, 200);
  const sources = await marketSources(deps, { userId: o.userId, only: o.only });
  const ctx: CallContext = { userId: o.userId, maxWaitMs: o.maxWaitMs, signal: o.signal, onWait: o.onWait };
  const searcher = sources.find((s) => s.capabilities.includes('search') && s.search);
  const finder = sources.find((s) => s.capabilities.includes('finder') && s.findProducts);
  const source = searcher ?? finder;
  if (!source) throw new MarketSourceError('sp_api', 'refused', 'no market data source can search');
  const result: CrawlResult = {
    source: source.name,
    stored: 0,
    totalResults: null,
    pages: 0,
    products: [],
    exhausted: false,
    stoppedBy: null,
  };
  const progress = async () => {
    result.stored = result.products.length;
    await o.onProgress?.({
      source: result.source,
      stored: result.stored,
      totalResults: result.totalResults,
      pages: result.pages,
    });
  };

  try {
    if (searcher?.search) await searchPages(searcher.search.bind(searcher));
    else await findThenFetch();
  } catch (e) {
    if (!(e instanceof MarketSourceError)) throw e;
    result.stoppedBy = {
      code: e.code,
      source: e.source,
      ...(typeof e.detail.waitMs === 'number' ? { waitMs: e.detail.waitMs } : {}),
      ...(typeof e.detail.scope === 'string' ? { scope: e.detail.scope } : {}),
    };
  }
  return result;

  async function searchPages(search: NonNullable<(typeof sources)[number]['search']>) {
    let pageToken: string | undefined;
    while (result.products.length < max) {
      const page = await search({ marketplace: o.marketplace, keyword, pageToken }, ctx);
      result.pages += 1;
      result.totalResults = page.totalResults;
      for (const product of page.products.slice(0, max - result.products.length)) {
        const stored = await storeMarketProduct({
          db: deps.database.db,
          product,
          source: result.source,
          sourceRef: 'searchCatalogItems+getItemOffersBatch',
          now: deps.now(),
        });
        if (stored) {
          result.products.push(stored);
          await progress();
        }
      }
      await progress();
      if (!page.nextPageToken || !page.products.length) {
        result.exhausted = true;
        break;
      }
      pageToken = page.nextPageToken;
    }
  }

  async function findThenFetch() {
    const perPage = Math.max(50, Math.min(max, 10_000));
    const query = { title: keyword };
    const found = await finder?.findProducts?.({ marketplace: o.marketplace, query, page: 0, perPage }, ctx);
    result.pages = 1;
    result.totalResults = found?.totalResults ?? null;
    const asins = (found?.asins ?? []).slice(0, max);
    result.exhausted = asins.length < max;
    for (let i = 0; i < asins.length; i += 100) {
      const fetched = await fetchProducts(deps, {
        marketplace: o.marketplace,
        asins: asins.slice(i, i + 100),
        userId: o.userId,
        sources: source ? [source] : [],
        maxWaitMs: o.maxWaitMs,
        signal: o.signal,
        onWait: o.onWait,
        onStored: async (product) => {
          result.products.push(product);
          await progress();
        },
      });
      await progress();
      const stop = fetched.failed[0];
      if (stop) {
        result.stoppedBy = {
          code: stop.code,
          source: stop.source,
          ...(stop.waitMs === undefined ? {} : { waitMs: stop.waitMs }),
          ...(stop.scope === undefined ? {} : { scope: stop.scope }),
        };
        return;
      }
    }
  }
}
