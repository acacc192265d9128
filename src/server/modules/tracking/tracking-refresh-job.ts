import type { RecurringJob } from '#server/jobs/job.ts';
import { dueRefreshTargets, refreshMany } from './refresh-tracked-products.ts';
import { observationSources } from './sources/observation-source.ts';

const RUN_BUDGET_MS = 50_000;
const BATCH = 500;

/** A refresh waits this long at most for a source's rate budget; longer leaves the item due. */
const REFRESH_WAIT_MS = 5_000;

/**
 * Every minute: asks the live sources (Keepa, the SP-API research credential, the seller's
 * connection) for tracked products not refreshed for TRACKING_REFRESH_MINUTES, within their rate
 * budgets and daily caps. Throttled items are retried within the run as the budgets refill, then
 * left due for the next run. A seller's connection is a live source whenever one is connected, so
 * the run always looks; items no source can observe keep their last known values.
 */
export const trackingRefreshJob: RecurringJob = {
  name: 'tracking-refresh',
  every: () => 60,
  timeoutSeconds: 120,
  run: async (deps, { signal }) => {
    const { database, logger, env, now } = deps;
    const sources = observationSources(deps);
    const started = Date.now();
    const olderThan = new Date(now().getTime() - env.TRACKING_REFRESH_MINUTES * 60_000);
    let targets = await dueRefreshTargets({ db: database.db, olderThan, limit: BATCH });
    while (targets.length && Date.now() - started < RUN_BUDGET_MS && !signal.aborted) {
      const outcomes = await refreshMany({
        db: database.db,
        logger,
        targets,
        now,
        signal,
        sources,
        maxWaitMs: REFRESH_WAIT_MS,
      });
      const observed = outcomes.filter((o) => o.status === 'observed').map((o) => o.productId);
      await deps.productsObserved(observed);
      const throttled = new Set(outcomes.filter((o) => o.status === 'rate_limited').map((o) => o.id));
      targets = targets.filter((t) => throttled.has(t.id));
      if (targets.length) await new Promise((r) => setTimeout(r, 2_000));
    }
  },
};
