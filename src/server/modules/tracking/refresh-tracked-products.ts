import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import type { Db } from '#server/db/client.ts';
import { catalogProducts, type RefreshStatus, trackedProducts } from '#server/db/schema/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import { type ObservationSource, observationSources } from './sources/observation-source.ts';

export interface RefreshTarget {
  id: string;
  userId: string;
  productId: number;
  marketplace: MarketplaceCode;
  asin: string;
}

export interface RefreshOutcome {
  id: string;
  productId: number;
  status: RefreshStatus;
}

/**
 * Asks the live sources (Keepa, the SP-API research credential or the seller's connection) for a
 * new observation of one tracked product and records how it went. Without a live source the item
 * keeps its last known values and date. A rate-limited item (a budget that would make it wait
 * longer than `maxWaitMs`, a daily cap) stays due, so the refresh job takes it again as soon as the
 * budget allows.
 */
export async function refreshOne(o: {
  db: Db;
  logger: Logger;
  target: RefreshTarget;
  now: Date;
  sources?: ObservationSource[];
  maxWaitMs?: number;
}): Promise<RefreshOutcome> {
  const live = (o.sources ?? observationSources()).filter((s) => s.live);
  let status: RefreshStatus = 'no_live_source';
  for (const source of live) {
    try {
      const result = await source.observe({
        db: o.db,
        userId: o.target.userId,
        marketplace: o.target.marketplace,
        asin: o.target.asin,
        now: o.now,
        purpose: 'refresh',
        maxWaitMs: o.maxWaitMs,
        // Refreshed together with the snapshot: a run cut short never observes an item twice.
        onStored: async (tx) => {
          await tx
            .update(trackedProducts)
            .set({ lastRefreshStatus: 'observed', lastRefreshAt: o.now })
            .where(eq(trackedProducts.id, o.target.id));
        },
      });
      if (result.status === 'observed') {
        status = 'observed';
        break;
      }
      if (result.status === 'unknown') status = 'not_found';
      else if (result.reason === 'rate_limited') status = 'rate_limited';
      else if (result.reason === 'failed' && status !== 'rate_limited') status = 'failed';
    } catch (err) {
      o.logger.warn({ err, source: source.name, asin: o.target.asin }, 'live source failed');
      status = 'failed';
    }
  }
  await o.db
    .update(trackedProducts)
    .set({
      lastRefreshStatus: status,
      // Rate-limited: leave it due. Otherwise: checked now.
      ...(status === 'rate_limited' ? {} : { lastRefreshAt: o.now }),
    })
    .where(eq(trackedProducts.id, o.target.id));
  return { id: o.target.id, productId: o.target.productId, status };
}

const targetColumns = {
  id: trackedProducts.id,
  userId: trackedProducts.userId,
  productId: trackedProducts.productId,
  marketplace: catalogProducts.marketplace,
  asin: catalogProducts.asin,
};

/** The caller's tracked products to refresh: the given ids (others' ids are ignored) or all. */
export async function refreshTargetsOf(o: {
  db: Db;
  userId: string;
  ids?: string[];
}): Promise<RefreshTarget[]> {
  return o.db
    .select(targetColumns)
    .from(trackedProducts)
    .innerJoin(catalogProducts, eq(catalogProducts.id, trackedProducts.productId))
    .where(and(eq(trackedProducts.userId, o.userId), o.ids ? inArray(trackedProducts.id, o.ids) : undefined))
    .orderBy(asc(trackedProducts.lastRefreshAt), asc(trackedProducts.id));
}

/** Tracked products whose last refresh is older than `olderThan` (or never), oldest first. */
export async function dueRefreshTargets(o: {
  db: Db;
  olderThan: Date;
  limit: number;
}): Promise<RefreshTarget[]> {
  return o.db
    .select(targetColumns)
    .from(trackedProducts)
    .innerJoin(catalogProducts, eq(catalogProducts.id, trackedProducts.productId))
    .where(or(isNull(trackedProducts.lastRefreshAt), lt(trackedProducts.lastRefreshAt, o.olderThan)))
    .orderBy(sql`${trackedProducts.lastRefreshAt} asc nulls first`, asc(trackedProducts.id))
    .limit(o.limit);
}

/** Refreshes several targets in order; returns each outcome. */
export async function refreshMany(o: {
  db: Db;
  logger: Logger;
  targets: RefreshTarget[];
  now: () => Date;
  sources?: ObservationSource[];
  signal?: AbortSignal;
  maxWaitMs?: number;
}): Promise<RefreshOutcome[]> {
  const outcomes: RefreshOutcome[] = [];
  for (const target of o.targets) {
    if (o.signal?.aborted) break;
    outcomes.push(
      await refreshOne({
        db: o.db,
        logger: o.logger,
        target,
        now: o.now(),
        sources: o.sources,
        maxWaitMs: o.maxWaitMs,
      }),
    );
  }
  return outcomes;
}
