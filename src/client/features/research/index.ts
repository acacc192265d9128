/**
 * The research feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 */
export { useCatalogOverview } from './api/catalog.ts';
export { CRAWL_POLL_MS, crawlUnderway } from './api/live-crawl.ts';
export { LiveCrawlNotice } from './components/lazy-live-crawl-notice.ts';
export { useEstimateLabels } from './components/use-estimate-labels.ts';
