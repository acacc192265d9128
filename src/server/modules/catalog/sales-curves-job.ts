import { catalogProducts } from '#server/db/schema/index.ts';
import type { RecurringJob } from '#server/jobs/job.ts';
import { salesPairsChanged } from './refit-sales-curves.ts';
import { refreshCatalogMetrics } from './refresh-catalog-metrics.ts';

/**
 * Hourly: when new (rank, units) pairs arrived in a marketplace (Keepa histories, tracked
 * products, the seller's Sales and Traffic reports), fits its curves again and recomputes the
 * stored estimates that depend on them. Nothing is written when no pair changed, and running it
 * twice writes the same fits (a run cut short is simply run again).
 */
export const salesCurvesJob: RecurringJob = {
  name: 'sales-curves',
  every: () => 3600,
  timeoutSeconds: 3600,
  async run({ database, now }, { signal, log }) {
    const rows = await database.db
      .selectDistinct({ marketplace: catalogProducts.marketplace })
      .from(catalogProducts);
    for (const { marketplace } of rows) {
      if (signal.aborted) return;
      if (!(await salesPairsChanged(database.db, marketplace))) continue;
      const result = await refreshCatalogMetrics({ db: database.db, marketplace, now: now() });
      log.info({ marketplace, ...result }, 'sales curves refitted');
    }
  },
};
