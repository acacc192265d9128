import { sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import { salesPairsChanged } from './refit-sales-curves.ts';
import { refreshCatalogMetrics } from './refresh-catalog-metrics.ts';

/**
 * Hourly: when new (rank, units) pairs arrived in a marketplace (Keepa histories, tracked
 * products, the seller's Sales and Traffic reports), fits its curves again and recomputes the
 * stored estimates that depend on them. Nothing is written when no pair changed.
 */
export const salesCurvesJob: JobDefinition = {
  name: 'sales-curves',
  intervalMs: () => 60 * 60_000,
  leaseMs: 60 * 60_000,
  async run({ database, logger, now }, signal) {
    const { rows } = await database.db.execute<{ marketplace: MarketplaceCode }>(
      sql`select distinct marketplace from catalog_products`,
    );
    for (const { marketplace } of rows) {
      if (signal.aborted) return;
      if (!(await salesPairsChanged(database.db, marketplace))) continue;
      const result = await refreshCatalogMetrics({ db: database.db, marketplace, now: now() });
      logger.info({ marketplace, ...result }, 'sales curves refitted');
    }
  },
};
