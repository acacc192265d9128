import { isAsin, normalizeAsin } from '#domain/asin.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { MarketSourceName } from '#server/db/schema/index.ts';
import {
  type CallContext,
  type MarketDataSource,
  MarketSourceError,
  type SourceErrorCode,
} from '#server/providers/market-data/market-data-source.ts';
import { type MarketDataDeps, marketSources } from './market-sources.ts';
import { type StoredProduct, storeMarketProduct } from './store-market-product.ts';

export interface FetchProductsResult {
  stored: StoredProduct[];
  /** ASINs no source asked knows on that marketplace. */
  unknown: string[];
  /** ASINs that could not be fetched now, with the last reason (busy: retry later; cap_reached…). */
  failed: {
    asin: string;
    source: MarketSourceName;
    code: SourceErrorCode | string;
    /** cap_reached: whose cap (`instance` or `user`); busy: the wait it would have needed. */
    scope?: string;
    waitMs?: number;
  }[];
  /** The sources that were configured for this call, in order. */
  sources: MarketSourceName[];
}

/**
 * Fetches products by ASIN from the configured sources, in the operator's order: each ASIN is
 * stored from the first source that answers for it (a product row and its dated snapshots), in
 * batches of the source's size. `history` asks the sources that keep one (Keepa) for the
 * observations since that date; the others give their current observation. A source that refuses (busy, daily cap, credentials) leaves its
 * ASINs to the next source. Nothing is stored of an answer that is not what the source documents.
 */
export async function fetchProducts(
  deps: MarketDataDeps,
  o: {
    marketplace: MarketplaceCode;
    asins: string[];
    userId: string | null;
    /** Observations since this date from the sources that keep a history (the others: current ones). */
    history?: { since: Date };
    /** Only the sources that keep a history (a backfill). */
    historyOnly?: boolean;
    /** false: no rating and review histories (the calibration crawl reads ranks and badges only). */
    ratings?: boolean;
    only?: MarketSourceName[];
    maxWaitMs?: number;
    signal?: AbortSignal;
    onWait?: CallContext['onWait'];
    /** Already built sources (a crawl reuses them). */
    sources?: MarketDataSource[];
    /** After each product is stored (a crawl's progress counter follows the catalog, not the batch). */
    onStored?: (product: StoredProduct) => void | Promise<void>;
  },
): Promise<FetchProductsResult> {
  const sources = (o.sources ?? (await marketSources(deps, { userId: o.userId, only: o.only }))).filter((s) =>
    s.capabilities.includes(o.historyOnly ? 'history' : 'products'),
  );
  const ctx: CallContext = { userId: o.userId, maxWaitMs: o.maxWaitMs, signal: o.signal, onWait: o.onWait };
  const result: FetchProductsResult = {
    stored: [],
    unknown: [],
    failed: [],
    sources: sources.map((s) => s.name),
  };
  let remaining = [...new Set(o.asins.map(normalizeAsin).filter(isAsin))];
  const unknownEverywhere = new Set(remaining);
  const failures = new Map<string, FetchProductsResult['failed'][number]>();
  for (const source of sources) {
    const left: string[] = [];
    for (let i = 0; i < remaining.length; i += source.batchSize) {
      const batch = remaining.slice(i, i + source.batchSize);
      try {
        const history = source.capabilities.includes('history') ? o.history : undefined;
        const answer = await source.getProducts(
          { marketplace: o.marketplace, asins: batch, history, ratings: o.ratings },
          ctx,
        );
        for (const product of answer.products) {
          const stored = await storeMarketProduct({
            db: deps.database.db,
            product,
            source: source.name,
            sourceRef: source.name === 'keepa' ? 'product' : 'searchCatalogItems+getItemOffersBatch',
            now: deps.now(),
          });
          if (stored) {
            result.stored.push(stored);
            failures.delete(product.asin);
            unknownEverywhere.delete(product.asin);
            await o.onStored?.(stored);
          } else left.push(product.asin);
        }
        for (const f of answer.failed) {
          failures.set(f.asin, { asin: f.asin, source: source.name, code: f.code });
          unknownEverywhere.delete(f.asin);
        }
        left.push(...answer.unknown, ...answer.failed.map((f) => f.asin));
      } catch (e) {
        if (!(e instanceof MarketSourceError)) throw e;
        const why = {
          source: source.name,
          code: e.code,
          ...(typeof e.detail.scope === 'string' ? { scope: e.detail.scope } : {}),
          ...(typeof e.detail.waitMs === 'number' ? { waitMs: e.detail.waitMs } : {}),
        };
        for (const asin of batch) {
          failures.set(asin, { asin, ...why });
          unknownEverywhere.delete(asin);
        }
        left.push(...batch);
        // Busy, capped or refused now: the same for the rest of this source's batches.
        if (e.code !== 'bad_answer') {
          for (const asin of remaining.slice(i + source.batchSize)) {
            failures.set(asin, { asin, ...why });
            unknownEverywhere.delete(asin);
          }
          left.push(...remaining.slice(i + source.batchSize));
          break;
        }
      }
    }
    remaining = left;
    if (!remaining.length) break;
  }
  result.unknown = [...unknownEverywhere].filter((a) => remaining.includes(a));
  result.failed = [...failures.values()].filter((f) => remaining.includes(f.asin));
  return result;
}
