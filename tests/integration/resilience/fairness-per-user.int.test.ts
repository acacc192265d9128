import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { apiKeysApi } from '#contracts/api-keys.ts';
import { authApi } from '#contracts/auth.ts';
import { trackingApi } from '#contracts/tracking.ts';
import { usageApi } from '#contracts/usage.ts';
import { SIGNED_IN_ROUTE_LIMIT } from '#server/http/caller-concurrency.ts';
import { createHttpServer } from '#server/http/http-server.ts';
import type { ConcurrencyLimit } from '#server/lib/concurrency-limit.ts';
import { givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext, httpTarget, signUpAs, TestClient } from '#tests/helpers/test-app.ts';

/**
 * Issue 30, finding 11: one user flooding raised another user's p99 from 49 ms to ~1 s. The door of
 * ADR 120 counted each session and each API key as its own caller, and left the other routes of a
 * signed-in user (dashboard, lists, alerts…) unlimited: ten sessions, ten keys or a flood of lists
 * each took ten shares. Now a user's sessions and keys are one caller wherever this instance knows
 * them (its session cache, keys that authenticated here), and every signed-in route is limited per
 * user (4 running, 64 waiting), refused at the door past that. The reading: docs/benchmarks.md, flood.
 */
const ctx = await createTestContext({ SESSION_CACHE_SECONDS: '30' });
const db = ctx.deps.database.db;
const door = createHttpServer(ctx.deps, { holdMs: 1000 });
await new Promise<void>((resolve) => door.server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(door.server.address() as AddressInfo).port}`;
afterAll(() => {
  door.server.closeAllConnections();
  door.server.close();
});

/** Holds every slot of `key` in `limit` (running and waiting) until the returned function is called. */
function occupy(limit: ConcurrencyLimit, key: string, slots: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const runs = Array.from({ length: slots }, () => limit.run(key, () => gate).catch(() => {}));
  return async () => {
    release();
    await Promise.all(runs);
  };
}

/** The user signed in from `n` browsers (each its own address: 5 sign-ins a minute per address). */
async function sessionsOf(user: { email: string }, n: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const browser = new TestClient(httpTarget(base), `127.66.0.${i + 1}`);
      const res = await browser.call(authApi.signIn, {
        body: {
          email: user.email,
          password: 'correct-horse-9',
        },
      });
      expect(res.status).toBe(200);
      expect((await browser.call(usageApi.get)).status).toBe(200); // this instance now knows the session
      return browser;
    }),
  );
}

/** Sends `n` requests at once; each answer's status and whether the app saw it (its request id). */
async function burst(n: number, send: (i: number) => Promise<Response>) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const res = await send(i);
      await res.arrayBuffer();
      return { status: res.status, reachedApp: res.headers.get('x-request-id') !== null };
    }),
  );
}

const headersOf = (client: TestClient, more: Record<string, string> = {}) => ({
  origin: 'http://localhost:3000',
  'content-type': 'application/json',
  'x-forwarded-for': client.ip,
  cookie: client.cookieHeader,
  ...more,
});

describe('one user is one caller, whatever it signs in with', () => {
  it('ten sessions of one user: refused at the door once the user’s lane is full', async () => {
    const flooder = await signUpAs(new TestClient(httpTarget(base)));
    await givePlan(db, flooder.userId, 'elite');
    const browsers = await sessionsOf(flooder, 10);
    const free = occupy(door.credentialLimit, `user:${flooder.userId}`, 10);
    const answers = await burst(20, (i) =>
      fetch(`${base}/api/research/keywords/analyze`, {
        method: 'POST',
        headers: headersOf(browsers[i % 10] as TestClient),
        body: JSON.stringify({ keyword: 'water bottle' }),
      }),
    );
    expect(answers).toEqual(Array(20).fill({ status: 429, reachedApp: false }));
    await free();
  }, 60_000);

  it('ten API keys of one user: the same', async () => {
    const owner = await ctx.signUp();
    await givePlan(db, owner.userId, 'elite');
    const keys: string[] = [];
    for (let i = 0; i < 10; i++) {
      const key = (await owner.call(apiKeysApi.create, { body: { name: `key ${i}` } })).body.key;
      const bearer = { authorization: `Bearer ${key}`, 'x-forwarded-for': owner.ip };
      expect((await fetch(`${base}/api/v1/usage`, { headers: bearer })).status).toBe(200);
      keys.push(key);
    }
    const free = occupy(door.credentialLimit, `user:${owner.userId}`, 10);
    const answers = await burst(20, (i) =>
      fetch(`${base}/api/v1/keywords/analysis`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${keys[i % 10]}`,
          'content-type': 'application/json',
          'x-forwarded-for': owner.ip,
        },
        body: JSON.stringify({ keyword: 'water bottle', marketplace: 'US' }),
      }),
    );
    expect(answers).toEqual(Array(20).fill({ status: 429, reachedApp: false }));
    await free();
  }, 60_000);
});

describe('every signed-in route is limited per user', () => {
  it('a flood of lists waits its turn (4 running alone, 2 while others are served, 1 once refused, 64 waiting), the rest refused at the door; another user is served', async () => {
    const flooder = await signUpAs(new TestClient(httpTarget(base)));
    await givePlan(db, flooder.userId, 'elite');
    const [browser] = await sessionsOf(flooder, 1);
    const slots = SIGNED_IN_ROUTE_LIMIT.maxActive + SIGNED_IN_ROUTE_LIMIT.maxQueued;
    const free = occupy(door.signedInLimit, `user:${flooder.userId}`, slots);
    const lists = ['/api/tracking/products', '/api/alerts/price', '/api/dashboard/stats', '/api/usage'];
    const answers = await burst(12, (i) =>
      fetch(`${base}${lists[i % lists.length]}`, { headers: headersOf(browser as TestClient) }),
    );
    expect(answers).toEqual(Array(12).fill({ status: 429, reachedApp: false }));
    // another user's lists are answered meanwhile, and visitors are not counted at all
    const other = await signUpAs(new TestClient(httpTarget(base)));
    await givePlan(db, other.userId, 'elite');
    expect((await other.call(trackingApi.list)).status).toBe(200);
    expect((await fetch(`${base}/api/reviews`)).status).toBe(200);
    await free();
    expect((await (browser as TestClient).call(trackingApi.list)).status).toBe(200);
  }, 60_000);

  it('a page asking a few dozen things at once is served in full', async () => {
    const user = await signUpAs(new TestClient(httpTarget(base)));
    await givePlan(db, user.userId, 'elite');
    const [browser] = await sessionsOf(user, 1);
    const answers = await burst(40, (i) =>
      fetch(
        `${base}${['/api/tracking/products', '/api/usage', '/api/dashboard/stats', '/api/profile'][i % 4]}`,
        {
          headers: headersOf(browser as TestClient),
        },
      ),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  }, 60_000);
});
