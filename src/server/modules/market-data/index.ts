// The public entry of the market-data module: other server code imports it only from here.
export { backfillHistory } from './backfill-history.ts';
export { calibrationSource, calibrationStep } from './calibration-crawl.ts';
export { calibrateSoon, runCalibration, salesCalibrationJob, startCalibration } from './calibration-job.ts';
export { calibrationProgress } from './calibration-progress.ts';
export { calibrationTargets } from './calibration-targets.ts';
export { dbCallPolicy } from './call-policy.ts';
export { checkSource } from './check-source.ts';
export { type CrawlProgress, type CrawlResult, crawlKeyword } from './crawl-keyword.ts';
export { dataSourcesOverview } from './data-sources-overview.ts';
export { type FetchProductsResult, fetchProducts } from './fetch-products.ts';
export { fillNiche } from './fill-niche.ts';
export {
  backfillHistoryJob,
  type CrawlKeywordData,
  crawlKeywordJob,
  fetchProductJob,
  type HistoryBackfillData,
  type ProductFetchData,
  SourceBusyError,
} from './market-data-jobs.ts';
export { currentMarketRequest, type MarketRequestView, stoppedCode } from './market-requests.ts';
export { type MarketDataDeps, marketSources, researchConfigured } from './market-sources.ts';
export { fetchAsinNow, type MarketRequestDeps, requestMarketData } from './request-market-data.ts';
export { dataSourcesRoutes } from './routes.ts';
export { sourceAppError } from './source-app-error.ts';
export { type SourceState, sourceStates } from './source-states.ts';
export { type StoredProduct, storeMarketProduct } from './store-market-product.ts';
