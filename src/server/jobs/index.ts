import { multiCriteriaAlertsJob, priceAlertsJob } from '#server/modules/alerts/index.ts';
import { amazonSyncJob } from '#server/modules/amazon/index.ts';
import { brandAnalyticsJob } from '#server/modules/brand-analytics/index.ts';
import { catalogMetricsJob, salesCurvesJob } from '#server/modules/catalog/index.ts';
import { keywordStatsJob, keywordVocabularyJob } from '#server/modules/keywords/index.ts';
import {
  backfillHistoryJob,
  crawlKeywordJob,
  fetchProductJob,
  salesCalibrationJob,
} from '#server/modules/market-data/index.ts';
import { trackingRefreshJob } from '#server/modules/tracking/index.ts';
import type { JobDefinition } from './job.ts';
import { subscriptionExpiryJob } from './subscription-expiry.ts';

/**
 * Every job, one line each: each gets its queue and, where jobs run, its workers (recurring jobs
 * once per period across all instances; one-off jobs when sent). See docs/development.md, "Jobs".
 */
export const jobDefinitions: JobDefinition[] = [
  subscriptionExpiryJob,
  catalogMetricsJob,
  salesCurvesJob,
  salesCalibrationJob,
  priceAlertsJob,
  multiCriteriaAlertsJob,
  trackingRefreshJob,
  amazonSyncJob,
  brandAnalyticsJob,
  crawlKeywordJob,
  fetchProductJob,
  backfillHistoryJob,
  keywordStatsJob,
  keywordVocabularyJob,
];
