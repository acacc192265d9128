import { multiCriteriaAlertsJob, priceAlertsJob } from '#server/modules/alerts/index.ts';
import { amazonSyncJob } from '#server/modules/amazon/index.ts';
import { catalogMetricsJob, salesCurvesJob } from '#server/modules/catalog/index.ts';
import { marketRequestsJob } from '#server/modules/market-data/index.ts';
import { trackingRefreshJob } from '#server/modules/tracking/index.ts';
import type { JobDefinition } from './job.ts';
import { subscriptionExpiryJob } from './subscription-expiry.ts';

/** Every recurring job, one line each (alerts, competitor refresh, subscription expiry, syncs…). */
export const jobDefinitions: JobDefinition[] = [
  subscriptionExpiryJob,
  catalogMetricsJob,
  salesCurvesJob,
  priceAlertsJob,
  multiCriteriaAlertsJob,
  trackingRefreshJob,
  amazonSyncJob,
  marketRequestsJob,
];
