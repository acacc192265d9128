// The public entry of the brand-analytics module: other server code imports it only from here.
export { brandAnalyticsJob, runBrandAnalytics } from './brand-analytics-job.ts';
export {
  type BrandAnalyticsState,
  type KeywordBrandAnalytics,
  keywordBrandAnalytics,
} from './keyword-brand-analytics.ts';
export { searchTermsAround } from './search-terms-around.ts';
