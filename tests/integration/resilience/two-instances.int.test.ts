import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runLoad } from '#bench/lib/load.ts';
import { signedInMix } from '#bench/lib/signed-in-mix.ts';
import { supportChatApi } from '#contracts/ai.ts';
import { alertsApi } from '#contracts/alerts.ts';
import { authApi } from '#contracts/auth.ts';
import { billingApi } from '#contracts/billing.ts';
import { healthApi } from '#contracts/health.ts';
import { inventoryForecastsApi } from '#contracts/inventory-forecasts.ts';
import { profileApi } from '#contracts/profile.ts';
import { researchApi } from '#contracts/research.ts';
import { usageApi } from '#contracts/usage.ts';
import { connectDatabase, type Database } from '#server/db/client.ts';
import { alertNotifications } from '#server/db/schema/index.ts';
import { jobDefinitions } from '#server/jobs/index.ts';
import { isRecurring } from '#server/jobs/job.ts';
import { createProduct, givePlan, observeProduct } from '#tests/helpers/factories/index.ts';
import { jobRows } from '#tests/helpers/jobs.ts';
import { httpTarget, signUpAs, TEST_ORIGIN, TestClient } from '#tests/helpers/test-app.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';
import { startTwoInstances, type TwoInstances } from '#tests/helpers/two-instances.ts';

/** How far a run's recorded start may precede the previous run's recorded end (see below). */
const TIMESTAMP_SLACK_MS = 50;

/**
 * Two server processes on one PostgreSQL behind a round-robin proxy (tests/helpers/two-instances.ts):
 * nothing that matters lives in one process. Sessions, rate limits, quotas and jobs are shared
 * through the database.
 */
let two: TwoInstances;
let database: Database;
let testDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

beforeAll(async () => {
  // A fresh copy of the migrated template on the test run's PostgreSQL (no initdb, no migrations).
  testDatabase = await createTestDatabase(inject('databaseAdminUrl'));
  two = await startTwoInstances({
    databaseUrl: testDatabase.url,
    env: { AI_RATE_LIMIT_PER_HOUR: '3', PRICE_ALERT_CHECK_SECONDS: '2' },
  });
  database = connectDatabase(two.databaseUrl, { max: 2 });
}, 240_000);

afterAll(async () => {
  await database?.close();
  await two?.stop();
  await testDatabase?.drop();
}, 60_000);

const viaProxy = () => new TestClient(httpTarget(two.proxy.url));

/** Another browser holding a copy of the client's cookies, sending to `url`. */
const copyOf = (client: TestClient, url: string) => {
  const copy = new TestClient(httpTarget(url), client.ip);
  copy.cookies = new Map(client.cookies);
  return copy;
};

/** Whether the client's session is refused (401) within `ms`, asking again and again meanwhile. */
async function refusedWithin(ms: number, client: TestClient) {
  const deadline = Date.now() + ms;
  do if ((await client.call(profileApi.get)).status === 401) return true;
  while (Date.now() < deadline);
  return false;
}

describe('two instances behind a round-robin proxy', () => {
  it('spreads requests over both instances', async () => {
    const before = [...two.proxy.hits];
    const client = viaProxy();
    for (let i = 0; i < 4; i++) expect((await client.call(healthApi.get)).status).toBe(200);
    expect(two.proxy.hits.map((n, i) => n - before[i])).toEqual([2, 2]);
  });

  it('a session opened on one instance is valid on the other, and signing out ends it on both', async () => {
    const user = await signUpAs(viaProxy(), { password: 'correct-horse-9' });
    const onA = user.via(httpTarget(two.a.url));
    const onB = user.via(httpTarget(two.b.url));
    for (const client of [onA, onB]) {
      const profile = await client.call(profileApi.get);
      expect(profile.status).toBe(200);
      expect(profile.body.email).toBe(user.email);
    }
    // Signed in on B, used on A.
    const fresh = new TestClient(httpTarget(two.b.url));
    const signIn = await fresh.call(authApi.signIn, {
      body: {
        email: user.email,
        password: 'correct-horse-9',
      },
    });
    expect(signIn.status).toBe(200);
    expect((await fresh.via(httpTarget(two.a.url)).call(profileApi.get)).status).toBe(200);
    // Signed out on A: B, which has the session in its cache (ADR 090), refuses the cookie within 1 s.
    const stolenOnB = copyOf(user, two.b.url);
    expect((await stolenOnB.call(profileApi.get)).status).toBe(200);
    expect((await onA.call(authApi.signOut, { body: {} })).status).toBe(200);
    expect(await refusedWithin(1000, stolenOnB)).toBe(true);
  });

  it('a password changed on one instance ends the other sessions on the other within 1 s', async () => {
    const laptop = await signUpAs(new TestClient(httpTarget(two.a.url)), { password: 'correct-horse-9' });
    const phone = new TestClient(httpTarget(two.b.url));
    const signIn = await phone.call(authApi.signIn, {
      body: {
        email: laptop.email,
        password: 'correct-horse-9',
      },
    });
    expect(signIn.status).toBe(200);
    expect((await phone.call(profileApi.get)).status).toBe(200); // cached on B
    const changed = await laptop.call(authApi.changePassword, {
      body: {
        currentPassword: 'correct-horse-9',
        newPassword: 'battery-staple-7',
        revokeOtherSessions: true,
      },
    });
    expect(changed.status).toBe(200);
    expect(await refusedWithin(1000, phone)).toBe(true);
    expect((await laptop.via(httpTarget(two.b.url)).call(profileApi.get)).status).toBe(200);
  });

  it('a plan bought on one instance is in force on the other within 1 s', async () => {
    const user = await signUpAs(new TestClient(httpTarget(two.a.url)));
    const onB = user.via(httpTarget(two.b.url));
    const forecasts = () => onB.call(inventoryForecastsApi.forecasts); // a pro feature
    expect((await forecasts()).status).toBe(403);
    expect((await forecasts()).status).toBe(403); // the free plan is cached on B
    const started = await user.call(billingApi.checkout, { body: { plan: 'pro', acceptTerms: true } });
    expect(started.status).toBe(200);
    const confirmed = await user.call(billingApi.confirmTestCheckout, {
      params: { id: started.body.checkoutId },
    });
    expect(confirmed.status).toBe(200);
    const deadline = Date.now() + 1000;
    let status = 0;
    do status = (await forecasts()).status;
    while (status !== 200 && Date.now() < deadline);
    expect(status).toBe(200);
  });

  it('the sign-in rate limit counts attempts on both instances together', async () => {
    const target = await signUpAs(viaProxy());
    const attacker = new TestClient(httpTarget(two.a.url), '192.0.2.91');
    const clients = [attacker, attacker.via(httpTarget(two.b.url))];
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await clients[i % 2].call(authApi.signIn, {
        body: {
          email: target.email,
          password: `guess-${i}`,
        },
      });
      statuses.push(res.status);
    }
    // 5 tries a minute per address (src/server/auth/auth.ts), not 5 per instance.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('the hourly AI request limit (3 here) counts requests on both instances together', async () => {
    const visitor = new TestClient(httpTarget(two.a.url), '192.0.2.92');
    const clients = [visitor, visitor.via(httpTarget(two.b.url))];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await clients[i % 2].call(supportChatApi.send, {
        body: {
          messages: [{ role: 'user', content: 'How do I track a product?' }],
        },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("a free user's 5 monthly product searches are counted across both instances", async () => {
    const user = await signUpAs(viaProxy());
    const targets = [user.via(httpTarget(two.a.url)), user.via(httpTarget(two.b.url))];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        targets[i % 2].call(researchApi.searchProducts, { body: { filters: { keyword: `lamp ${i}` } } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 403, 403, 403]);
    for (const r of results.filter((x) => x.status === 403))
      expect(r.error).toMatchObject({ code: 'quota_exceeded', params: { limit: 5, plan: 'free' } });
    for (const client of targets)
      expect((await client.call(usageApi.get)).body.quotas.productSearches).toEqual({ used: 5, limit: 5 });
  });

  it('each recurring job runs once per period across both instances, never twice at once; an alert notifies once', async () => {
    const { db, pool } = database;
    const user = await signUpAs(viaProxy());
    await givePlan(db, user.userId, 'starter');
    const product = await createProduct(db, {
      priceCents: 5000,
      observedAt: new Date(Date.now() - 3_600_000),
    });
    const created = await user.call(alertsApi.createPrice, {
      body: { asin: product.asin, targetPriceCents: 4500 },
    });
    expect(created.status).toBe(201);
    expect(created.body.alert.triggered).toBe(false);
    await observeProduct(db, product.id, { observedAt: new Date(Date.now() - 30_000), priceCents: 4400 });
    const observedAt = Date.now();

    // Both instances file each period's run at its start (price alerts every 2 s here, the other
    // jobs' first period began when the instances started): wait for three price-alert periods
    // after the observation.
    const names = jobDefinitions.filter(isRecurring).map((j) => j.name);
    const deadline = Date.now() + 30_000;
    const periodic = async (name: string) => (await jobRows(pool, name)).filter((r) => r.period !== null);
    const ranSince = async () =>
      (await periodic('price-alerts')).filter(
        (r) => r.state === 'completed' && Number(r.startedOn) > observedAt,
      );
    while ((await ranSince()).length < 3) {
      if (Date.now() > deadline) throw new Error('price alerts did not run every period');
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const name of names) {
      const runs = await periodic(name);
      expect(runs.length, name).toBeGreaterThanOrEqual(1);
      // One run per period, whichever instance filed it first…
      expect(new Set(runs.map((r) => r.period?.getTime())).size, name).toBe(runs.length);
      // …none failed, and no two ran at the same time.
      expect(
        runs.filter((r) => r.state === 'failed'),
        name,
      ).toEqual([]);
      const done = runs
        .filter((r) => r.completedOn)
        .toSorted((a, b) => Number(a.startedOn) - Number(b.startedOn));
      // pg-boss stamps started_on and completed_on with now(), its transaction's start: a fetch that
      // began while the previous run was completing waits on the 'stately' policy's unique index
      // until that completion commits, then carries its earlier start time (seen: 18 ms). A real
      // overlap is a whole run long; TIMESTAMP_SLACK_MS only absorbs that wait.
      for (let i = 1; i < done.length; i++)
        expect(Number(done[i].startedOn) + TIMESTAMP_SLACK_MS, name).toBeGreaterThanOrEqual(
          Number(done[i - 1].completedOn),
        );
    }
    const notes = await db
      .select()
      .from(alertNotifications)
      .where(eq(alertNotifications.alertId, created.body.alert.id));
    expect(notes).toHaveLength(1);
  }, 60_000);

  it('a short load of signed-in reads and searches through the proxy: no errors, both instances serve', async () => {
    const { db } = database;
    const products = [];
    for (const title of ['Desk lamp with clamp', 'Garden hose nozzle', 'Bamboo cutting board'])
      products.push(await createProduct(db, { title, priceCents: 2500 }));
    const users = await Promise.all(Array.from({ length: 4 }, () => signUpAs(viaProxy())));
    for (const u of users) await givePlan(db, u.userId, 'elite');
    const before = [...two.proxy.hits];
    const report = await runLoad({
      url: two.proxy.url,
      durationMs: 3_000,
      connections: 8,
      next: signedInMix({
        users,
        keywords: ['lamp', 'hose', 'board', 'garden'],
        asins: products.map((p) => p.asin),
        origin: TEST_ORIGIN,
      }),
    });
    expect(report.errorSamples).toEqual([]);
    expect(report.errors).toBe(0);
    expect(Object.keys(report.byKind).sort()).toEqual(
      ['dashboard', 'favourites', 'history', 'product', 'profile', 'search', 'usage'].sort(),
    );
    const share = two.proxy.hits.map((n, i) => n - before[i]);
    expect(Math.min(...share)).toBeGreaterThanOrEqual(Math.floor(report.requests / 2));
    // Nothing went wrong on the servers' side either.
    for (const server of [two.a, two.b])
      expect(
        server
          .output()
          .split('\n')
          .filter((l) => /"level":(50|60)/.test(l)),
      ).toEqual([]);
  });
});
