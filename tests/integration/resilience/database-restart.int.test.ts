import { beforeAll, describe, expect, it } from 'vitest';
import { alertsApi } from '#contracts/alerts.ts';
import { profileApi } from '#contracts/profile.ts';
import { createProduct } from '#tests/helpers/factories/index.ts';
import {
  embeddedDatabase,
  isAlive,
  killEmbeddedDatabase,
  type ServerProcess,
  startServer,
  waitUntil,
} from '#tests/helpers/server-process.ts';
import type { TestClient } from '#tests/helpers/test-app.ts';
import { ownDataDir } from './own-server.ts';

/**
 * Issue 15, finding 2: the embedded PostgreSQL SIGKILLed (postmaster and every backend) under write
 * load, then again while idle. The Node process must survive, answer 503 with Retry-After (never a
 * 500) while the database is away, report it on /api/health, start the database again by itself
 * (crash recovery), and keep every write it acknowledged.
 */
const USERS = 8;
let server: ServerProcess;
const { dataDir, withDatabase, signUpStarters } = ownDataDir('scout-db-restart-', () => server);
let users: (TestClient & { userId: string; email: string })[] = [];
let asin = '';

const health = async () => {
  const res = await fetch(`${server.url}/api/health`).catch(() => null);
  return res
    ? { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() }
    : null;
};

async function waitForHealthy(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await health())?.status === 200) return Date.now();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy again within ${timeoutMs} ms:\n${server.output().slice(-3000)}`);
}

beforeAll(async () => {
  server = await startServer({ dataDir });
  asin = (await withDatabase(({ db }) => createProduct(db, { priceCents: 5000 }))).asin;
  users = await signUpStarters(server, USERS, 'Db');
}, 180_000);

describe('the embedded PostgreSQL dies and comes back (real server)', () => {
  it('killed under load: 503 + Retry-After meanwhile, restarted by itself, every acknowledged write kept', async () => {
    const acknowledged = new Map<string, Set<string>>(users.map((u) => [u.userId, new Set()]));
    const statuses = new Map<number, number>();
    const missingRetryAfter: number[] = [];
    let stop = false;
    let n = 0;
    const writer = async (user: (typeof users)[number]) => {
      while (!stop) {
        n += 1;
        const res = await user
          .call(alertsApi.createPrice, { body: { asin, targetPriceCents: 1000 + n } })
          .catch(() => null); // the connection dropped: status 0
        const status = res?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (res && (status === 201 || status === 200)) acknowledged.get(user.userId)?.add(res.body.alert.id);
        else if (status === 503 && !res?.headers.get('retry-after')) missingRetryAfter.push(status);
        if (status !== 200 && status !== 201) await new Promise((r) => setTimeout(r, 100));
      }
    };
    const load = Promise.all(users.map(writer));
    await new Promise((r) => setTimeout(r, 1500));
    const postgresBefore = embeddedDatabase(dataDir)?.pid;
    await killEmbeddedDatabase(dataDir);
    const killedAt = Date.now();
    const during = await health();
    const healthyAt = await waitForHealthy(60_000);
    await new Promise((r) => setTimeout(r, 1500)); // and writes succeed again afterwards
    stop = true;
    await load;

    expect(isAlive(server.child.pid as number)).toBe(true); // Node did not crash
    expect(embeddedDatabase(dataDir)?.pid).not.toBe(postgresBefore);
    expect(during?.status).toBe(503);
    expect(during?.retryAfter).toBe('5');
    expect(during?.body.database.reachable).toBe(false);
    expect(during?.body.database.problem).toMatch(/stopped|does not answer/);
    const after = await health();
    expect(after?.body.database.server).toMatchObject({ state: 'running', restarts: 1 });
    expect(server.logged('replayed its write-ahead log').length).toBeGreaterThanOrEqual(1);
    console.log(
      `database restart: healthy ${healthyAt - killedAt} ms after the kill; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect([...statuses.keys()].filter((s) => s !== 201 && s !== 200 && s !== 503)).toEqual([]);
    expect(missingRetryAfter).toEqual([]);
    expect(statuses.get(503)).toBeGreaterThan(0);
    expect(server.output()).not.toMatch(/Unhandled 'error' event|"msg":"unhandled error"/);

    for (const user of users) {
      const alerts = await user.call(alertsApi.listPrice);
      expect(alerts.status).toBe(200);
      const ids = new Set(alerts.body.alerts.map((a: { id: string }) => a.id));
      for (const id of acknowledged.get(user.userId) ?? []) expect(ids).toContain(id);
    }
  }, 180_000);

  it('killed while idle: the app is healthy again without anyone doing anything', async () => {
    await killEmbeddedDatabase(dataDir);
    const killedAt = Date.now();
    const healthyAt = await waitForHealthy(60_000);
    console.log(`database restart while idle: healthy ${healthyAt - killedAt} ms after the kill`);
    expect((await users[0].call(profileApi.get)).status).toBe(200);
    expect((await health())?.body.database.server).toMatchObject({ state: 'running', restarts: 2 });
    await waitUntil(() => isAlive(server.child.pid as number), 1000, 'the server to be alive');
  }, 120_000);
});
