import type { MarketRequestView } from '#contracts/market-data.ts';

export type { MarketRequestView };

/** A crawl still under way: the page reads the search (or the analysis) again until it lands. */
export const crawlUnderway = (crawl: MarketRequestView | null | undefined) =>
  crawl?.state === 'queued' || crawl?.state === 'running';
export const CRAWL_POLL_MS = 3000;
