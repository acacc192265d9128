import { type ChildProcess, spawn } from 'node:child_process';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CRITERIA } from '#domain/alerts/alert-rules.ts';
import { createDeps } from '#server/boot/create-deps.ts';
import { alertNotifications, scheduledJobs } from '#server/db/schema/index.ts';
import { jobDefinitions } from '#server/jobs/index.ts';
import { createScheduler } from '#server/jobs/scheduler.ts';
import { createProduct, createUser, observeProduct } from '#tests/helpers/factories/index.ts';
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
afterAll(() => second.database.close());

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
    const price = await user.post('/api/alerts/price', { asin: product.asin, targetPriceCents: 4000 });
    const multi = await user.post('/api/alerts/multi-criteria', {
      name: `Rival ${i}`,
      asin: product.asin,
      criteria: DEFAULT_CRITERIA,
    });
    alertIds.push(price.body.alert.id, multi.body.alert.id);
    await observeProduct(db, product.id, { observedAt: minutesAgo(1), priceCents: 3900, stockQuantity: 5 });
  }
  return alertIds;
}

const runCounts = async () =>
  Object.fromEntries(
    (
      await db
        .select()
        .from(scheduledJobs)
        .where(inArray(scheduledJobs.name, ['price-alerts', 'multi-criteria-alerts']))
    ).map((r) => [r.name, r.runCount]),
  );

describe('two instances on one database', () => {
  it('run each due check once (counted) and notify each alert once', async () => {
    const alertIds = await armAlerts();
    const a = createScheduler(ctx.deps, jobDefinitions, { tickMs: 0 });
    const b = createScheduler(second, jobDefinitions, { tickMs: 0 });
    await Promise.all([a.tick(), b.tick()]); // registers the jobs; the first runs happen
    const before = await runCounts();
    await db.update(scheduledJobs).set({ nextRunAt: new Date(0) });
    const ran = (await Promise.all([a.tick(), b.tick(), a.tick(), b.tick(), a.tick(), b.tick()])).flat();
    expect(ran.filter((n) => n === 'price-alerts')).toHaveLength(1);
    expect(ran.filter((n) => n === 'multi-criteria-alerts')).toHaveLength(1);
    const after = await runCounts();
    expect(after['price-alerts']).toBe(before['price-alerts'] + 1);
    expect(after['multi-criteria-alerts']).toBe(before['multi-criteria-alerts'] + 1);
    await Promise.all([a.stop(), b.stop()]);

    const notes = await db
      .select()
      .from(alertNotifications)
      .where(inArray(alertNotifications.alertId, alertIds));
    expect(notes).toHaveLength(20);
    expect(new Set(notes.map((n) => n.alertId)).size).toBe(20);
  });

  it('two server processes: no check runs twice, each alert notifies once', { timeout: 90_000 }, async () => {
    const user = await createUser(ctx, { plan: 'starter' });
    const product = await createProduct(db, { priceCents: 5000, observedAt: minutesAgo(60) });
    const { body } = await user.post('/api/alerts/price', { asin: product.asin, targetPriceCents: 4500 });
    await db
      .update(scheduledJobs)
      .set({ runCount: 0, nextRunAt: new Date(0) })
      .where(eq(scheduledJobs.name, 'price-alerts'));

    const servers: ChildProcess[] = [0, 1].map(() =>
      spawn(process.execPath, ['src/server/main.ts'], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
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
      // Wait until both have run the job a few times between them.
      const started = Date.now();
      let runs = 0;
      while (Date.now() - started < 60_000) {
        const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'price-alerts'));
        runs = row?.runCount ?? 0;
        if (runs >= 3) break;
        if (servers.some((s) => s.exitCode !== null)) throw new Error(`a server stopped: ${errors.join('')}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(runs).toBeGreaterThanOrEqual(3);
      const windowStart = Date.now();
      const [{ runCount: startCount }] = await db
        .select()
        .from(scheduledJobs)
        .where(eq(scheduledJobs.name, 'price-alerts'));
      await observeProduct(db, product.id, { observedAt: minutesAgo(0.5), priceCents: 4400 });
      await new Promise((r) => setTimeout(r, 4_000));
      const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'price-alerts'));
      const elapsedSeconds = (Date.now() - windowStart) / 1000;
      // Once per 1 s interval whichever process claims it: never two runs of one due check.
      expect(row.runCount - startCount).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 1);
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
