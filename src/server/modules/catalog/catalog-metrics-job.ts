import { catalogProducts } from '#server/db/schema/index.ts';
import type { RecurringJob } from '#server/jobs/job.ts';
import { refreshCatalogMetrics } from './refresh-catalog-metrics.ts';

/**
 * Daily: recalibrates sales curves and refreshes niche statistics and scores of every marketplace
 * (tracking and SP-API snapshots change them between imports).
 */
export const catalogMetricsJob: RecurringJob = {
  name: 'catalog-metrics',
  every: () => 24 * 3600,
  timeoutSeconds: 3600,
  async run({ database, logger, now }, { signal }) {
    const rows = await database.db
      .selectDistinct({ marketplace: catalogProducts.marketplace })
      .from(catalogProducts);
    for (const { marketplace } of rows) {
      if (signal.aborted) return;
      const started = Date.now();
      const result = await refreshCatalogMetrics({ db: database.db, marketplace, now: now() });
      logger.info({ marketplace, ...result, ms: Date.now() - started }, 'catalog estimates refreshed');
    }
  },
};
