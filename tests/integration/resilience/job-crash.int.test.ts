import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { amazonApi } from '#contracts/amazon.ts';
import { trackingApi } from '#contracts/tracking.ts';
import { connectDatabase, type Database } from '#server/db/client.ts';
import { catalogProductSnapshots, trackedProducts } from '#server/db/schema/index.ts';
import { loadEnv } from '#server/env.ts';
import { jobDefinitions } from '#server/jobs/index.ts';
import { createJobQueue } from '#server/jobs/queue.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createProduct, givePlan } from '#tests/helpers/factories/index.ts';
import { jobRows } from '#tests/helpers/jobs.ts';
import { type ServerProcess, startServer, tempDataDir } from '#tests/helpers/server-process.ts';
import { type SpApiStandIn, startSpApiStandIn } from '#tests/helpers/sp-api-stand-in.ts';
import { selfConnection } from '#tests/helpers/sp-api-world.ts';
import { httpTarget, signUpAs, TestClient } from '#tests/helpers/test-app.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';

/**
 * Two server processes on one database with jobs on: the instance running the tracked-product
 * refresh is killed (SIGKILL) in the middle of it. The other instance fails the run once its
 * heartbeat is stale, runs it again, and nothing is observed or stored twice. Then a stop (SIGTERM)
 * in the middle of a run releases it, and an instance with JOBS_ENABLED=false works none.
 */
const PRODUCTS = 6;
let amazon: SpApiStandIn;
let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
let servers: ServerProcess[] = [];
let requestsOnly: ServerProcess;
let env: Record<string, string>;
const dirs = [tempDataDir('scout-jobs-a-'), tempDataDir('scout-jobs-b-'), tempDataDir('scout-jobs-c-')];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  amazon = await startSpApiStandIn();
  testDatabase = await createTestDatabase(inject('databaseAdminUrl'));
  database = connectDatabase(testDatabase.url, { max: 2 });
  env = {
    DATABASE_URL: testDatabase.url,
    AUTH_SECRET: randomBytes(24).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SPAPI_ENDPOINT: amazon.url,
    SPAPI_LWA_TOKEN_URL: amazon.tokenUrl,
    LOG_LEVEL: 'debug', // each run's "job started" line says which instance took it
    // Supervision, polling and the first retry after 1 s: the takeover waits for the heartbeat only.
    JOBS_QUICK_TIMINGS: 'true',
  };
  // With the requests-only instance of the second test, started beside the two others rather than
  // in that test (a start is seconds of waiting); it takes no job, so the first test's runners are
  // still the two.
  [requestsOnly, ...servers] = await Promise.all([
    startServer({ dataDir: dirs[2], env: { ...env, JOBS_ENABLED: 'false' }, timeoutMs: 180_000 }),
    ...dirs.slice(0, 2).map((dataDir) => startServer({ dataDir, env, timeoutMs: 180_000 })),
  ]);
}, 240_000);

afterAll(async () => {
  for (const server of [...servers, requestsOnly]) await server?.stop();
  await database?.close();
  await testDatabase?.drop();
  await amazon?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** Seconds of waiting at most, polling `check` until it gives something. */
async function waitFor<T>(
  what: string,
  seconds: number,
  check: () => Promise<T | undefined> | T | undefined,
) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const found = await check();
    if (found !== undefined) return found;
    await sleep(200);
  }
  throw new Error(`timed out waiting: ${what}`);
}

/** The runs of `jobId` an instance started, from its log. */
const startedRuns = (server: ServerProcess, jobId: string) =>
  server.logged('job started').filter((l) => l.jobId === jobId);

/** The refresh run queued by the test (the instances' own comes each minute). */
async function queueRefresh() {
  const queue = createJobQueue({
    pool: database.pool,
    // The servers' timings: a queue filed with other settings would be updated to them (ensureQueues).
    env: loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/scout-test-unused',
      LOG_LEVEL: 'silent',
      JOBS_QUICK_TIMINGS: 'true',
    }),
    logger: createLogger({ level: 'silent' }),
    jobs: jobDefinitions,
    deps: () => {
      throw new Error('the test process runs no job');
    },
  });
  await queue.trigger('tracking-refresh');
  await queue.stop();
}

/** The instance that logged the start of a refresh run after `since`, and that run's id. */
const refreshStartedAfter = (since: Date, among: ServerProcess[]) =>
  waitFor('an instance to start the refresh', 60, () => {
    for (const server of among) {
      const line = server
        .logged('job started')
        .find((l) => l.job === 'tracking-refresh' && new Date(String(l.time)) >= since);
      if (line) return { runner: server, jobId: String(line.jobId) };
    }
    return undefined;
  });

let userId = '';

describe('a job whose instance is killed mid-run', () => {
  it('is run again by the other instance, and writes nothing twice', { timeout: 240_000 }, async () => {
    const { db, pool } = database;
    const me = await signUpAs(new TestClient(httpTarget(servers[0].url)));
    userId = me.userId;
    await givePlan(db, me.userId, 'starter');
    const seller = amazon.addSeller({
      sellerId: `A1CRASH${randomBytes(4).toString('hex').toUpperCase()}`,
      clientId: `amzn1.application-oa2-client.${randomBytes(4).toString('hex')}`,
      clientSecret: `secret-${randomBytes(8).toString('hex')}`,
      refreshToken: `Atzr|${randomBytes(12).toString('hex')}`,
      marketplaceIds: ['ATVPDKIKX0DER'],
    });
    const connected = await me.call(amazonApi.connect, { body: selfConnection(seller) });
    expect(connected.status).toBe(200);
    const productIds: number[] = [];
    for (let i = 0; i < PRODUCTS; i++) {
      const product = await createProduct(db);
      seller.catalog.set(product.asin, { title: product.title, brand: 'ACME', rank: 100 + i, price: 20 + i });
      expect((await me.call(trackingApi.add, { body: { asin: product.asin } })).status).toBe(201);
      productIds.push(product.id);
    }

    // The scheduled run (every minute) may be refreshing these items as they are added: once none
    // is active, what it observed is made a day old, or this run would find the items observed
    // within TRACKING_REFRESH_MINUTES and ask Amazon for none of them (a run started just before
    // `since` left one product with no observation after it, under load).
    await waitFor('no refresh run active', 120, async () =>
      (await jobRows(pool, 'tracking-refresh')).some((r) => r.state === 'active') ? undefined : true,
    );
    await db
      .update(catalogProductSnapshots)
      .set({ observedAt: sql`${catalogProductSnapshots.observedAt} - interval '1 day'` })
      .where(inArray(catalogProductSnapshots.productId, productIds));
    // Every item due now; a refresh run queued now (SP-API allows one getItemOffers per 2 s per
    // seller, so the run takes about 2 s per item).
    await db
      .update(trackedProducts)
      .set({ lastRefreshAt: null })
      .where(eq(trackedProducts.userId, me.userId));
    const since = new Date();
    await queueRefresh();

    const offerCalls = () =>
      amazon.calls.filter(
        (c) => c.sellerId === seller.sellerId && c.operation === 'getItemOffers' && c.at >= since.getTime(),
      ).length;
    const { runner, jobId } = await refreshStartedAfter(since, servers);
    await waitFor('two items observed', 60, () => (offerCalls() >= 2 ? true : undefined));
    await runner.kill();
    const other = servers.find((s) => s !== runner) as ServerProcess;
    const observedAfterKill = offerCalls();
    expect(observedAfterKill).toBeLessThan(PRODUCTS);

    // The other instance fails the run (stale heartbeat), retries it, and refreshes what is left.
    await waitFor('every item refreshed and the run completed', 150, async () => {
      const items = await db.select().from(trackedProducts).where(eq(trackedProducts.userId, me.userId));
      const done = items.every(
        (t) => t.lastRefreshStatus === 'observed' && t.lastRefreshAt && t.lastRefreshAt >= since,
      );
      const [run] = (await jobRows(pool, 'tracking-refresh')).filter((r) => r.id === jobId);
      return done && run?.state === 'completed' ? true : undefined;
    });
    const [run] = (await jobRows(pool, 'tracking-refresh')).filter((r) => r.id === jobId);
    expect(run.retryCount).toBeGreaterThanOrEqual(1);
    expect(startedRuns(other, jobId).some((l) => Number(l.retryCount) >= 1)).toBe(true);

    // One new observation per item, and at most the call in flight at the kill asked twice.
    const snapshots = await db
      .select()
      .from(catalogProductSnapshots)
      .where(
        and(
          inArray(catalogProductSnapshots.productId, productIds),
          gte(catalogProductSnapshots.observedAt, since),
        ),
      );
    expect(productIds.map((id) => snapshots.filter((s) => s.productId === id).length)).toEqual(
      productIds.map(() => 1),
    );
    expect(offerCalls()).toBeGreaterThanOrEqual(PRODUCTS);
    expect(offerCalls()).toBeLessThanOrEqual(PRODUCTS + 1);
  });

  it('SIGTERM releases the running job for a retry; an instance with JOBS_ENABLED=false runs none', {
    timeout: 240_000,
  }, async () => {
    const { db, pool } = database;
    const alive = servers.find(
      (s) => s.child.exitCode === null && s.child.signalCode === null,
    ) as ServerProcess;
    expect(requestsOnly.logged('job workers started')).toEqual([]);

    await db.update(trackedProducts).set({ lastRefreshAt: null }).where(eq(trackedProducts.userId, userId));
    // The first test's observations are minutes old: a product a live source observed within
    // TRACKING_REFRESH_MINUTES is not asked again (tracking/sources/market-data-observations.ts), so they are made a day old for this run
    // to ask Amazon for each item again, as the first one did.
    const tracked = await db
      .select({ productId: trackedProducts.productId })
      .from(trackedProducts)
      .where(eq(trackedProducts.userId, userId));
    await db
      .update(catalogProductSnapshots)
      .set({ observedAt: sql`${catalogProductSnapshots.observedAt} - interval '1 day'` })
      .where(
        inArray(
          catalogProductSnapshots.productId,
          tracked.map((t) => t.productId),
        ),
      );
    const since = new Date();
    await queueRefresh();
    const { runner, jobId } = await refreshStartedAfter(since, [alive, requestsOnly]);
    expect(runner).toBe(alive);
    await sleep(1_000);
    const t0 = performance.now();
    await alive.stop();
    // Stops within its 10 s drain (the run winds down at its next item).
    expect(performance.now() - t0).toBeLessThan(15_000);
    const released = (await jobRows(pool, 'tracking-refresh')).find((r) => r.id === jobId);
    expect(released).toMatchObject({ state: 'retry', output: { message: 'interrupted by a shutdown' } });

    // Only the requests-only instance is left: the run stays queued, nothing starts it. Its retry is
    // due after 1 s (JOBS_QUICK_TIMINGS) and a worker polls every second: 5 s is ample time for one
    // to have taken it.
    await sleep(5_000);
    expect((await jobRows(pool, 'tracking-refresh')).find((r) => r.id === jobId)?.state).toBe('retry');
    expect(requestsOnly.logged('job started')).toEqual([]);
  });
});
