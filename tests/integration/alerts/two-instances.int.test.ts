import { type ChildProcess, spawn } from 'node:child_process';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { alertsApi } from '#contracts/alerts.ts';
import { DEFAULT_CRITERIA } from '#domain/alerts/alert-rules.ts';
import { createDeps } from '#server/boot/create-deps.ts';
import { alertNotifications } from '#server/db/schema/index.ts';
import { COMPILE_CACHE_ENV } from '#tests/helpers/compile-cache.ts';
import { createProduct, createUser, observeProduct } from '#tests/helpers/factories/index.ts';
import { jobRows } from '#tests/helpers/jobs.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** Another instance: its own connection pool on the same database, as a second server would have. */
const second = createDeps({
  env: ctx.deps.env,
  logger: ctx.deps.logger,
  databaseUrl: ctx.databaseUrl,
  secret: 'test-secret-test-secret-test-secret-0123',
});
afterAll(async () => {
  await second.jobs.stop();
  await second.database.close();
});

/** Ten alerts of each kind whose condition a new snapshot meets. */
async function armAlerts() {
  const alertIds: string[] = [];
  for (let i = 0; i < 10; i++) {
    const user = await createUser(ctx, { plan: 'pro' });
    const product = await createProduct(db, {
      priceCents: 5000,
      stockQuantity: 50,
      bestSellersRank: 500,
      observedAt: minutesAgo(60),
    });
    const price = await user.call(alertsApi.createPrice, {
      body: { asin: product.asin, targetPriceCents: 4000 },
    });
    const multi = await user.call(alertsApi.createMulti, {
      body: {
        name: `Rival ${i}`,
        asin: product.asin,
        criteria: DEFAULT_CRITERIA,
      },
    });
    alertIds.push(price.body.alert.id, multi.body.alert.id);
    await observeProduct(db, product.id, { observedAt: minutesAgo(1), priceCents: 3900, stockQuantity: 5 });
  }
  return alertIds;
}

/** The completed runs of a job, in the order they ran. */
const completedRuns = async (name: string) =>
  (await jobRows(ctx.deps.database.pool, name)).filter((r) => r.state === 'completed');

describe('two instances on one database', () => {
  it("run each period's checks once (counted) and notify each alert once", { timeout: 60_000 }, async () => {
    const alertIds = await armAlerts();
    const instances = [ctx.deps.jobs, second.jobs];
    const names = ['price-alerts', 'multi-criteria-alerts'];
    const before = await Promise.all(names.map(completedRuns));
    // Both instances ask for the current period's runs, three times each, at once; then both work.
    await Promise.all([...instances, ...instances, ...instances].map((q) => q.enqueueDue()));
    const ran = (await Promise.all([...instances, ...instances].map((q) => q.runReady(names)))).flat();
    expect(ran.filter((r) => r.name === 'price-alerts')).toEqual([expect.objectContaining({ ok: true })]);
    expect(ran.filter((r) => r.name === 'multi-criteria-alerts')).toEqual([
      expect.objectContaining({ ok: true }),
    ]);
    const after = await Promise.all(names.map(completedRuns));
    expect(after.map((runs, i) => runs.length - before[i].length)).toEqual([1, 1]);

    const notes = await db
      .select()
      .from(alertNotifications)
      .where(inArray(alertNotifications.alertId, alertIds));
    expect(notes).toHaveLength(20);
    expect(new Set(notes.map((n) => n.alertId)).size).toBe(20);
  });

  it('two server processes: one check per period, never two at once, each alert notifies once', {
    timeout: 180_000,
  }, async () => {
    const user = await createUser(ctx, { plan: 'starter' });
    const product = await createProduct(db, { priceCents: 5000, observedAt: minutesAgo(60) });
    const { body } = await user.call(alertsApi.createPrice, {
      body: { asin: product.asin, targetPriceCents: 4500 },
    });
    const runsBefore = (await completedRuns('price-alerts')).length;

    const servers: ChildProcess[] = [0, 1].map(() =>
      spawn(process.execPath, ['src/server/main.ts'], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...COMPILE_CACHE_ENV,
          BASE_URL: 'http://127.0.0.1:9',
          NODE_ENV: 'production',
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: ctx.databaseUrl,
          AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
          CATALOG_SAMPLE: 'false',
          PRICE_ALERT_CHECK_SECONDS: '1',
          LOG_LEVEL: 'warn',
          CLIENT_DIST_DIR: '/nonexistent-client-dist',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      }),
    );
    const errors: string[] = [];
    for (const s of servers) s.stderr?.on('data', (d) => errors.push(String(d)));
    try {
      // Wait until the two have started (loading the code takes long on a busy machine) and have
      // run the job a few times between them.
      const started = Date.now();
      while ((await completedRuns('price-alerts')).length < runsBefore + 3) {
        if (Date.now() - started > 120_000) throw new Error('the price-alert check did not run');
        if (servers.some((s) => s.exitCode !== null)) throw new Error(`a server stopped: ${errors.join('')}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      const windowStart = Date.now();
      const countAtStart = (await completedRuns('price-alerts')).length;
      await observeProduct(db, product.id, { observedAt: minutesAgo(0.5), priceCents: 4400 });
      await new Promise((r) => setTimeout(r, 4_000));
      const runs = (await completedRuns('price-alerts')).slice(runsBefore);
      const elapsedSeconds = (Date.now() - windowStart) / 1000;
      // Once per 1 s period whichever process takes it: never two runs of one period…
      expect(runs.length - (countAtStart - runsBefore)).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 1);
      expect(new Set(runs.map((r) => r.period?.getTime())).size).toBe(runs.length);
      // …and never two runs at the same time.
      const byStart = runs.toSorted((a, b) => Number(a.startedOn) - Number(b.startedOn));
      for (let i = 1; i < byStart.length; i++)
        expect(Number(byStart[i].startedOn)).toBeGreaterThanOrEqual(Number(byStart[i - 1].completedOn));
      const notes = await db
        .select()
        .from(alertNotifications)
        .where(eq(alertNotifications.alertId, body.alert.id));
      expect(notes).toHaveLength(1);
    } finally {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise((resolve) => {
              if (s.exitCode !== null) return resolve(null);
              s.once('exit', resolve);
              s.kill('SIGTERM');
            }),
        ),
      );
    }
  });
});
