import { asc, eq, sql } from 'drizzle-orm';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { salesCalibrationCrawls } from '#server/db/schema/index.ts';
import type { RecurringJob } from '#server/jobs/job.ts';
import { refreshCatalogMetrics } from '#server/modules/catalog/index.ts';
import { MarketSourceError } from '#server/providers/market-data/market-data-source.ts';
import { calibrationSource, calibrationStep } from './calibration-crawl.ts';
import { calibrationTargets } from './calibration-targets.ts';
import type { MarketDataDeps } from './market-sources.ts';

/** A step waits at most this long for Keepa's tokens: the crawl never queues ahead of users for long. */
const STEP_WAIT_MS = 10_000;
/** The crawl leaves this share of Keepa's token bucket to users' requests. */
const USERS_RESERVE = 0.25;

export interface CalibrationRun {
  steps: number;
  calibrated: number;
  /** Why the run stopped before its work was done (busy, cap_reached, not_in_plan…), if it did. */
  stoppedBy: string | null;
}

/**
 * The calibration crawl (docs/market-data.md "Calibration crawl"): a crawl is started for each root
 * category users search or browse that has no calibrated curve (calibrationTargets), and the crawls
 * under way take steps, the least advanced first, while Keepa's bucket holds more than the users'
 * reserve, within the crawl's daily allowance and the operator's cap, until `deadline`. The stored
 * estimates of a marketplace whose curves changed are recomputed at the end.
 */
export async function runCalibration(
  deps: MarketDataDeps,
  o: { deadline: number; signal?: AbortSignal; maxSteps?: number },
): Promise<CalibrationRun> {
  const run: CalibrationRun = { steps: 0, calibrated: 0, stoppedBy: null };
  const source = await calibrationSource(deps);
  if (!source || deps.env.SALES_CALIBRATION_DAILY_TOKENS === 0) return run;
  const db = deps.database.db;
  const targets = await calibrationTargets(db, deps.now());
  // A category calibrated before whose curve was lost since (its pairs changed) crawls again.
  if (targets.length)
    await db
      .insert(salesCalibrationCrawls)
      .values(targets.map((t) => ({ ...t, createdAt: deps.now(), updatedAt: deps.now() })))
      .onConflictDoUpdate({
        target: [salesCalibrationCrawls.marketplace, salesCalibrationCrawls.departmentId],
        set: { state: 'crawling', updatedAt: deps.now() },
        setWhere: sql`${salesCalibrationCrawls.state} = 'calibrated'`,
      });
  const touched = new Set<MarketplaceCode>();
  try {
    for (;;) {
      if (o.signal?.aborted || Date.now() > o.deadline || run.steps >= (o.maxSteps ?? Infinity)) break;
      const [crawl] = await db
        .select()
        .from(salesCalibrationCrawls)
        .where(eq(salesCalibrationCrawls.state, 'crawling'))
        .orderBy(asc(salesCalibrationCrawls.tokensSpent), asc(salesCalibrationCrawls.id))
        .limit(1);
      if (!crawl) break;
      const { buckets } = await source.budget({ marketplace: crawl.marketplace });
      const bucket = buckets[0];
      if (bucket && bucket.tokens < bucket.burst * USERS_RESERVE) {
        run.stoppedBy = 'users_reserve';
        break;
      }
      const after = await calibrationStep(deps, { crawl, source, signal: o.signal, maxWaitMs: STEP_WAIT_MS });
      run.steps += 1;
      touched.add(crawl.marketplace);
      if (after.state === 'calibrated') run.calibrated += 1;
    }
  } catch (e) {
    if (!(e instanceof MarketSourceError)) throw e;
    run.stoppedBy = e.code;
  }
  for (const marketplace of touched) await refreshCatalogMetrics({ db, marketplace, now: deps.now() });
  return run;
}

/** Every five minutes, with Keepa configured and an allowance: the calibration crawl's steps. */
export const salesCalibrationJob: RecurringJob = {
  name: 'sales-calibration',
  every: () => 300,
  timeoutSeconds: 280,
  async run(deps, { signal, log }) {
    if (!deps.env.KEEPA_API_KEY || deps.env.SALES_CALIBRATION_DAILY_TOKENS === 0) return;
    const result = await runCalibration(deps, { deadline: Date.now() + 200_000, signal });
    if (result.steps || result.stoppedBy) log.info(result, 'sales calibration crawl');
  },
};

/** Starts (or restarts, when it failed or ran out of pages) the crawl of one root category now. */
export async function startCalibration(
  deps: MarketDataDeps,
  o: { marketplace: MarketplaceCode; departmentId: number },
): Promise<void> {
  const now = deps.now();
  await deps.database.db
    .insert(salesCalibrationCrawls)
    .values({ ...o, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [salesCalibrationCrawls.marketplace, salesCalibrationCrawls.departmentId],
      set: { state: 'crawling', lastErrorCode: null, updatedAt: now },
      setWhere: sql`${salesCalibrationCrawls.state} in ('failed', 'exhausted')`,
    });
}

/**
 * Asks for a run of the calibration crawl now (a seller started tracking or opened a product): its
 * category's curve need not wait for the next period. Nothing without Keepa or an allowance; a run
 * already waiting is that one.
 */
export async function calibrateSoon(
  deps: MarketDataDeps & { jobs: { trigger(name: string): Promise<unknown> } },
) {
  if (!deps.env.KEEPA_API_KEY || deps.env.SALES_CALIBRATION_DAILY_TOKENS === 0) return;
  await deps.jobs.trigger(salesCalibrationJob.name);
}
