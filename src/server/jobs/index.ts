import { multiCriteriaAlertsJob, priceAlertsJob } from '../modules/alerts/alert-jobs.ts';
import { amazonSyncJob } from '../modules/amazon/amazon-sync-job.ts';
import { catalogMetricsJob } from '../modules/catalog/catalog-metrics-job.ts';
import { trackingRefreshJob } from '../modules/tracking/tracking-refresh-job.ts';
import type { JobDefinition } from './job.ts';
import { subscriptionExpiryJob } from './subscription-expiry.ts';

/** Every recurring job, one line each (alerts, competitor refresh, subscription expiry, syncs…). */
export const jobDefinitions: JobDefinition[] = [
  subscriptionExpiryJob,
  catalogMetricsJob,
  priceAlertsJob,
  multiCriteriaAlertsJob,
  trackingRefreshJob,
  amazonSyncJob,
];
