import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { MarketRequestKind } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/http/types.ts';
import type { JobRun, OneOffJob } from '#server/jobs/job.ts';
import { backfillHistory } from './backfill-history.ts';
import { crawlKeyword } from './crawl-keyword.ts';
import { type FetchProductsResult, fetchProducts } from './fetch-products.ts';
import { requestSubject } from './market-requests.ts';
import { runMarketRequest, TRANSIENT } from './run-market-request.ts';

// The market data fetches as jobs on the queue (docs/market-data.md, "Jobs"): never on the request
// path, one job per keyword or ASIN whoever asks (dedup keys), retried with exponential backoff
// while a source is only busy for now. Each run waits for the shared rate budgets at most
// MARKET_DATA_MAX_WAIT_SECONDS (the sources' default for background work), then gives up with
// `busy` and is retried. Runs are idempotent: a product and its dated snapshots are upserted, so
// a run cut short and run again stores nothing twice. Sent by requestMarketData (`forRequest`), a
// run serves the live research request of its subject, whose row shows users its progress (ADR 063).

const RETRY_LIMIT = 5;
const RETRY_DELAY_SECONDS = 30;

/** A run ended by a source that is only busy for now: thrown so that the queue retries it. */
export class SourceBusyError extends Error {
  constructor(what: string, codes: string[]) {
    super(`${what}: source busy (${[...new Set(codes)].join(', ')}), retried later`);
    this.name = 'SourceBusyError';
  }
}

/** Data common to the three jobs. */
interface MarketJobData {
  marketplace: MarketplaceCode;
  /** Who asked first (their share of the daily caps); null for the instance's own work. */
  userId: string | null;
  /** Sent for a live research request (requestMarketData): the run serves that request's row. */
  forRequest?: boolean;
}

/**
 * Runs the live research request of a subject; throws to be retried while a source is only busy
 * for now, or while another run (a user's "fetch now") has the request.
 */
async function serveRequest(
  deps: AppDeps,
  run: Pick<JobRun<unknown>, 'signal' | 'retryCount'>,
  o: { kind: MarketRequestKind; marketplace: MarketplaceCode; subject: string },
) {
  const lastTry = run.retryCount >= RETRY_LIMIT;
  // When the queue tries again: exponential backoff from RETRY_DELAY_SECONDS (the page shows it).
  const retryAt = new Date(deps.now().getTime() + RETRY_DELAY_SECONDS * 1000 * 2 ** run.retryCount);
  const outcome = await runMarketRequest(deps, {
    ...o,
    subject: requestSubject(o.kind, o.subject),
    signal: run.signal,
    lastTry,
    retryAt,
  });
  if (outcome === 'retry' || (outcome === 'elsewhere' && !lastTry))
    throw new SourceBusyError(`${o.kind} ${o.subject}`, [outcome === 'retry' ? 'busy' : 'running elsewhere']);
}

const retries = { retryLimit: RETRY_LIMIT, retryDelaySeconds: RETRY_DELAY_SECONDS };

export interface CrawlKeywordData extends MarketJobData {
  keyword: string;
  maxProducts?: number;
}

/** Searches a keyword on the configured sources and stores what it finds (crawlKeyword). */
export const crawlKeywordJob: OneOffJob<CrawlKeywordData> = {
  name: 'market-crawl-keyword',
  key: (d) => `${d.marketplace}:${requestSubject('keyword', d.keyword)}`,
  // Calls are paced by the shared rate budgets; two crawls per instance keep both sources busy.
  concurrency: 2,
  ...retries,
  timeoutSeconds: 30 * 60,
  async run(deps, job) {
    const { marketplace, keyword, userId, maxProducts, forRequest } = job.data;
    if (forRequest) return serveRequest(deps, job, { kind: 'keyword', marketplace, subject: keyword });
    const result = await crawlKeyword(deps, {
      marketplace,
      keyword,
      userId,
      maxProducts,
      signal: job.signal,
    });
    job.log.info(
      { stored: result.stored, pages: result.pages, source: result.source, stoppedBy: result.stoppedBy },
      'keyword crawled',
    );
    if (result.stoppedBy && TRANSIENT.has(result.stoppedBy.code))
      throw new SourceBusyError(`crawl of "${keyword}"`, [result.stoppedBy.code]);
  },
};

export interface ProductFetchData extends MarketJobData {
  asin: string;
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
  ...retries,
  timeoutSeconds: 10 * 60,
  async run(deps, job) {
    const { marketplace, asin, userId, forRequest } = job.data;
    if (forRequest) return serveRequest(deps, job, { kind: 'asin', marketplace, subject: asin });
    const result = await fetchProducts(deps, { marketplace, asins: [asin], userId, signal: job.signal });
    job.log.info(
      { stored: result.stored, unknown: result.unknown, failed: result.failed },
      'product fetched',
    );
    retryIfBusy(`fetch of ${asin}`, result);
  },
};

export interface HistoryBackfillData extends ProductFetchData {
  /** Days of history (default: all the source keeps). */
  days?: number;
}

/** A product's history from the sources that keep one (Keepa), as dated snapshots (a new tracking). */
export const backfillHistoryJob: OneOffJob<HistoryBackfillData> = {
  name: 'market-backfill-history',
  key: (d) => `${d.marketplace}:${d.asin.toUpperCase()}`,
  concurrency: 2,
  ...retries,
  timeoutSeconds: 10 * 60,
  async run(deps, job) {
    const { marketplace, asin, userId, days, forRequest } = job.data;
    if (forRequest) return serveRequest(deps, job, { kind: 'history', marketplace, subject: asin });
    const result = await backfillHistory(deps, {
      marketplace,
      asins: [asin],
      userId,
      days,
      signal: job.signal,
    });
    job.log.info(
      { stored: result.stored, unknown: result.unknown, failed: result.failed },
      'history backfilled',
    );
    retryIfBusy(`history of ${asin}`, result);
  },
};
