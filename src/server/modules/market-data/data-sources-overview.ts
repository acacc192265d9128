import { sql } from 'drizzle-orm';
import type { DataSourcesOverview } from '#contracts/market-data.ts';
import { STALE_AFTER_DAYS } from '#domain/figure-origin.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { catalogProducts } from '#server/db/schema/index.ts';
import type { SqlRow } from '#server/db/sql-row.ts';
import { calibrationProgress } from './calibration-progress.ts';
import type { MarketDataDeps } from './market-sources.ts';
import { sourceStates } from './source-states.ts';

const DAY_MS = 86_400_000;

/**
 * The admin's Data sources page: each live source (configured or what to set, rate budget or
 * tokens left now, today's calls against the cap, last success and last error), the catalog's
 * products of that marketplace by source and age (fresh within MARKET_DATA_FRESH_DAYS, stale past
 * STALE_AFTER_DAYS), and the live research work queued, running, failed and done today.
 */
export async function dataSourcesOverview(
  deps: MarketDataDeps,
  o: { marketplace: MarketplaceCode },
): Promise<DataSourcesOverview> {
  const db = deps.database.db;
  const now = deps.now();
  const fresh = new Date(now.getTime() - deps.env.MARKET_DATA_FRESH_DAYS * DAY_MS);
  const stale = new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS);
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const { rows: byAge } = await db.execute<{
    source: SqlRow<typeof catalogProducts, 'source'>['source'];
    fresh: number;
    older: number;
    stale: number;
  }>(sql`
    select source,
      count(*) filter (where observed_at > ${fresh})::int as fresh,
      count(*) filter (where observed_at <= ${fresh} and observed_at > ${stale})::int as older,
      count(*) filter (where observed_at <= ${stale})::int as stale
    from catalog_products where marketplace = ${o.marketplace}
    group by source order by count(*) desc`);
  const { rows: requests } = await db.execute<{
    queued: number;
    running: number;
    failed: number;
    done: number;
  }>(sql`
    select count(*) filter (where state = 'queued')::int as queued,
      count(*) filter (where state = 'running')::int as running,
      count(*) filter (where state = 'failed' and finished_at >= ${dayStart})::int as failed,
      count(*) filter (where state = 'done' and finished_at >= ${dayStart})::int as done
    from market_requests`);
  const catalog = byAge.map((r) => ({
    source: r.source,
    fresh: Number(r.fresh),
    older: Number(r.older),
    stale: Number(r.stale),
  }));
  // Dates as ISO strings: the contract's wire form.
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const states = await sourceStates(deps, { marketplace: o.marketplace });
  return {
    marketplace: o.marketplace,
    sources: states.map(({ userToday: _, ...s }) => {
      const mine = catalog.find((c) => c.source === s.source);
      return {
        ...s,
        lastSuccessAt: iso(s.lastSuccessAt),
        lastError: s.lastError && { ...s.lastError, at: s.lastError.at.toISOString() },
        products: { fresh: mine?.fresh ?? 0, older: mine?.older ?? 0, stale: mine?.stale ?? 0 },
      };
    }),
    catalog,
    requests: requests[0] ?? { queued: 0, running: 0, failed: 0, done: 0 },
    freshDays: deps.env.MARKET_DATA_FRESH_DAYS,
    staleDays: STALE_AFTER_DAYS,
    calibration: await calibrationProgress(deps, o),
  };
}
