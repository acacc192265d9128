import { Hono } from 'hono';
import { trackingApi } from '#contracts/tracking.ts';
import { quotaOf } from '#domain/plans.ts';
import { currentUser, requireUser } from '#server/auth/session.ts';
import { implement } from '#server/http/implement.ts';
import type { AppDeps, AppEnv } from '#server/http/types.ts';
import { planOf, requireFeature } from '#server/modules/billing/index.ts';
import { calibrateSoon, fetchAsinNow } from '#server/modules/market-data/index.ts';
import { addTrackedProduct, countTrackedProducts, removeTrackedProduct } from './add-tracked-product.ts';
import { getKeywordRanks } from './get-keyword-ranks.ts';
import { getPriceHistory } from './get-price-history.ts';
import { getTrackedProduct, listTrackedProducts } from './list-tracked-products.ts';
import { type RefreshOutcome, refreshMany, refreshTargetsOf } from './refresh-tracked-products.ts';
import { observationSources } from './sources/observation-source.ts';

/** Competitor tracking (starter+): contract src/contracts/tracking.ts. */
export function trackingRoutes(deps: AppDeps) {
  const { database, logger, now } = deps;
  const db = database.db;

  /**
   * Asks the live sources (waiting at most MARKET_DATA_FETCH_WAIT_SECONDS for their rate budgets,
   * within the user's share of the daily caps), then evaluates the alerts of whatever was observed.
   */
  async function refresh(userId: string, ids?: string[]): Promise<RefreshOutcome[]> {
    const targets = await refreshTargetsOf({ db, userId, ids });
    const outcomes = await refreshMany({
      db,
      logger,
      targets,
      now,
      sources: observationSources(deps),
      maxWaitMs: deps.env.MARKET_DATA_FETCH_WAIT_SECONDS * 1000,
    });
    const observed = outcomes.filter((o) => o.status === 'observed').map((o) => o.productId);
    await deps.productsObserved(observed);
    return outcomes;
  }

  const app = new Hono<AppEnv>().use(requireUser).use(requireFeature(deps, 'competitorTracking'));
  const since = (days: number) => (days ? new Date(now().getTime() - days * 86_400_000) : undefined);

  implement(app, trackingApi.list, async (c) => {
    const userId = currentUser(c).id;
    const [items, used] = await Promise.all([
      listTrackedProducts({ db, userId }),
      countTrackedProducts(db, userId),
    ]);
    return { items, usage: { used, limit: quotaOf(await planOf(c, deps), 'trackedCompetitors') } };
  });
  // A product just tracked gets its history at once (Keepa's year of price, rank, offers, badge),
  // so its chart, seasonality and forecasts have data from the first day; the fetch waits at most
  // MARKET_DATA_FETCH_WAIT_SECONDS, then goes on in the background. It never fails the tracking.
  implement(app, trackingApi.add, async (c, { body }) => {
    const userId = currentUser(c).id;
    const item = await addTrackedProduct({
      db,
      logger: c.get('log'),
      userId,
      now: now(),
      sources: observationSources(deps),
      ...body,
    });
    const backfill = await fetchAsinNow(deps, {
      kind: 'history',
      marketplace: item.marketplace,
      asin: item.asin,
      userId,
    }).catch((err) => c.get('log').warn({ err, asin: item.asin }, 'history backfill not started'));
    // Its category is one users browse now: a curve for it need not wait for the crawl's next period.
    await calibrateSoon(deps).catch((err) => c.get('log').warn({ err }, 'calibration not triggered'));
    return { item: backfill?.stored ? await getTrackedProduct({ db, userId, id: item.id }) : item };
  });
  implement(app, trackingApi.refreshAll, async (c) => {
    const outcomes = await refresh(currentUser(c).id);
    const count = (s: RefreshOutcome['status']) => outcomes.filter((o) => o.status === s).length;
    return {
      total: outcomes.length,
      observed: count('observed'),
      pending: count('rate_limited'),
      noLiveSource: count('no_live_source'),
      notFound: count('not_found'),
      failed: count('failed'),
    };
  });
  implement(app, trackingApi.refresh, async (c, { params: { id } }) => {
    const userId = currentUser(c).id;
    await getTrackedProduct({ db, userId, id });
    const [outcome] = await refresh(userId, [id]);
    return { status: outcome.status, item: await getTrackedProduct({ db, userId, id }) };
  });
  implement(app, trackingApi.history, (c, { params, query }) =>
    getPriceHistory({ db, userId: currentUser(c).id, id: params.id, days: query.days, now: now() }),
  );
  implement(app, trackingApi.keywordRanks, (c, { params, query }) =>
    getKeywordRanks({ db, userId: currentUser(c).id, id: params.id, since: since(query.days) }),
  );
  implement(app, trackingApi.remove, (c, { params }) =>
    removeTrackedProduct({ db, userId: currentUser(c).id, id: params.id }),
  );
  return app;
}
