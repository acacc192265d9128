import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { OneOffJob } from '#server/jobs/job.ts';
import { backfillHistory } from './backfill-history.ts';
import { crawlKeyword } from './crawl-keyword.ts';
import { type FetchProductsResult, fetchProducts } from './fetch-products.ts';

// The market data fetches as jobs on the queue (docs/market-data.md, "Jobs"): never on the request
// path, one job per keyword or ASIN whoever asks (dedup keys), retried with exponential backoff
// while a source is only busy for now. Each run waits for the shared rate budgets at most
// MARKET_DATA_MAX_WAIT_SECONDS (the sources' default for background work), then gives up with
// `busy` and is retried. Runs are idempotent: a product and its dated snapshots are upserted, so
// a run cut short and run again stores nothing twice.

/**
 * Worth another try later: the budget or the source will allow it (the run throws, the queue
 * retries it with backoff). A daily cap, refused credentials or a bad answer are not: the run
 * ends, logged, and the failure is counted in the source's usage.
 */
const TRANSIENT = new Set(['busy', 'throttled', 'unreachable', 'failed']);

/** A run ended by a source that is only busy for now: thrown so that the queue retries it. */
export class SourceBusyError extends Error {
  constructor(what: string, codes: string[]) {
    super(`${what}: source busy (${[...new Set(codes)].join(', ')}), retried later`);
    this.name = 'SourceBusyError';
  }
}

const keyOfKeyword = (keyword: string) => keyword.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 200);

export interface CrawlKeywordData {
  marketplace: MarketplaceCode;
  keyword: string;
  /** Who asked first (their share of the daily caps); null for the instance's own work. */
  userId: string | null;
  maxProducts?: number;
}

/** Searches a keyword on the configured sources and stores what it finds (crawlKeyword). */
export const crawlKeywordJob: OneOffJob<CrawlKeywordData> = {
  name: 'market-crawl-keyword',
  key: (d) => `${d.marketplace}:${keyOfKeyword(d.keyword)}`,
  // Calls are paced by the shared rate budgets; two crawls per instance keep both sources busy.
  concurrency: 2,
  retryLimit: 5,
  retryDelaySeconds: 30,
  timeoutSeconds: 30 * 60,
  async run(deps, { data, signal, log }) {
    const { marketplace, keyword, userId, maxProducts } = data;
    const result = await crawlKeyword(deps, { marketplace, keyword, userId, maxProducts, signal });
    log.info(
      { stored: result.stored, pages: result.pages, source: result.source, stoppedBy: result.stoppedBy },
      'keyword crawled',
    );
    if (result.stoppedBy && TRANSIENT.has(result.stoppedBy.code))
      throw new SourceBusyError(`crawl of "${data.keyword}"`, [result.stoppedBy.code]);
  },
};

export interface ProductFetchData {
  marketplace: MarketplaceCode;
  asin: string;
  userId: string | null;
}

/** Throws when some ASINs are left only because a source was busy (the queue retries the run). */
function retryIfBusy(what: string, result: FetchProductsResult) {
  const busy = result.failed.filter((f) => TRANSIENT.has(f.code));
  if (busy.length)
    throw new SourceBusyError(
      what,
      busy.map((f) => f.code),
    );
}

/** Fetches one product's current figures from the configured sources (an unknown ASIN, a refresh). */
export const fetchProductJob: OneOffJob<ProductFetchData> = {
  name: 'market-fetch-product',
  key: (d) => `${d.marketplace}:${d.asin.toUpperCase()}`,
  concurrency: 2,
  retryLimit: 5,
  retryDelaySeconds: 30,
  timeoutSeconds: 10 * 60,
  async run(deps, { data, signal, log }) {
    const { marketplace, asin, userId } = data;
    const result = await fetchProducts(deps, { marketplace, asins: [asin], userId, signal });
    log.info({ stored: result.stored, unknown: result.unknown, failed: result.failed }, 'product fetched');
    retryIfBusy(`fetch of ${data.asin}`, result);
  },
};

export interface HistoryBackfillData extends ProductFetchData {
  /** Days of history (a year by default). */
  days?: number;
}

/** A product's history from the sources that keep one (Keepa), as dated snapshots (a new tracking). */
export const backfillHistoryJob: OneOffJob<HistoryBackfillData> = {
  name: 'market-backfill-history',
  key: (d) => `${d.marketplace}:${d.asin.toUpperCase()}`,
  concurrency: 2,
  retryLimit: 5,
  retryDelaySeconds: 30,
  timeoutSeconds: 10 * 60,
  async run(deps, { data, signal, log }) {
    const { marketplace, asin, userId, days } = data;
    const result = await backfillHistory(deps, { marketplace, asins: [asin], userId, days, signal });
    log.info({ stored: result.stored, unknown: result.unknown, failed: result.failed }, 'history backfilled');
    retryIfBusy(`history of ${data.asin}`, result);
  },
};
