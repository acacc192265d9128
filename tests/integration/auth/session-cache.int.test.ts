import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi } from '#contracts/auth.ts';
import { inventoryForecastsApi } from '#contracts/inventory-forecasts.ts';
import { profileApi } from '#contracts/profile.ts';
import { LISTENER_APPLICATION_NAME } from '#server/auth/auth-change-listener.ts';
import { sessionCookieValue } from '#server/auth/session.ts';
import { session } from '#server/db/schema/index.ts';
import { createUser, givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext, openVerificationLink, TestClient } from '#tests/helpers/test-app.ts';

/**
 * The session cache (ADR 090) in one instance: signed-in requests stop reading the session, and
 * every change is still seen — at once when it came through this instance, within a second when it
 * was written anywhere else (here: straight into the database, as another instance or the CLI would).
 */
const ctx = await createTestContext({ SESSION_CACHE_SECONDS: '30' });
const { db } = ctx.deps.database;
const { sessions } = ctx.deps;

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

/** Another browser holding a copy of the same cookies (what a thief of the cookie would send). */
const copyOf = (client: TestClient) => {
  const copy = new TestClient(ctx.app, client.ip);
  copy.cookies = new Map(client.cookies);
  return copy;
};

beforeAll(async () => {
  await waitFor('the listener to start', () => sessions.enabled, 10_000);
});

describe('session cache', () => {
  it('reads a session once, then serves it from memory', async () => {
    const user = await ctx.signUp();
    const getSession = vi.spyOn(ctx.deps.auth.api, 'getSession');
    try {
      for (let i = 0; i < 5; i++) expect((await user.call(profileApi.get)).status).toBe(200);
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
  });

  it('a sign-out through this instance refuses the old cookie on the very next request', async () => {
    const user = await ctx.signUp();
    expect((await user.call(profileApi.get)).status).toBe(200);
    const stolen = copyOf(user);
    expect((await stolen.call(profileApi.get)).status).toBe(200); // cached now
    expect((await user.call(authApi.signOut, { body: {} })).status).toBe(200);
    expect((await stolen.call(profileApi.get)).status).toBe(401);
  });

  it('a request sent with the old cookie just before the verification does not erase the new session', async () => {
    const user = await ctx.signUp();
    const inFlight = copyOf(user); // the page's request that left before the link was opened
    await openVerificationLink(db, user); // ends the sessions made before, signs in again
    expect(user.cookies.get('scout.session_token')).not.toBe(inFlight.cookies.get('scout.session_token'));
    const late = await inFlight.call(profileApi.get);
    expect(late.status).toBe(401);
    // Its answer arrives after the new cookie: erasing the cookie there would sign the browser out.
    expect(late.headers.getSetCookie().filter((c) => c.includes('session_token'))).toEqual([]);
    expect((await user.call(profileApi.get)).status).toBe(200);
  });

  it('a password change ends the other sessions on the very next request', async () => {
    const laptop = await ctx.signUp({ password: 'correct-horse-9' });
    const phone = new TestClient(ctx.app);
    const signIn = await phone.call(authApi.signIn, {
      body: {
        email: laptop.email,
        password: 'correct-horse-9',
      },
    });
    expect(signIn.status).toBe(200);
    expect((await phone.call(profileApi.get)).status).toBe(200);
    // untyped: without revokeOtherSessions, which the server sets itself
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: 'correct-horse-9',
      newPassword: 'battery-staple-7',
    });
    expect(changed.status).toBe(200);
    expect((await phone.call(profileApi.get)).status).toBe(401);
    expect((await laptop.call(profileApi.get)).status).toBe(200);
  });

  it("an admin's ban ends the user's session on the very next request", async () => {
    const admin = await createUser(ctx, { admin: true });
    const user = await ctx.signUp();
    expect((await user.call(profileApi.get)).status).toBe(200);
    // untyped: better-auth's admin route, not in the contract (the web client does not call it)
    expect((await admin.post('/api/auth/admin/ban-user', { userId: user.userId })).status).toBe(200);
    expect((await user.call(profileApi.get)).status).toBe(401);
  });

  it('a plan or a session changed straight in the database is seen within 1 s', async () => {
    const user = await ctx.signUp();
    const forecasts = () => user.call(inventoryForecastsApi.forecasts);
    expect((await forecasts()).status).toBe(403);
    expect((await forecasts()).status).toBe(403); // the free plan is cached now
    await givePlan(db, user.userId, 'pro');
    const planSeen = await waitFor('the new plan', async () => (await forecasts()).status === 200, 1000);
    expect(planSeen).toBeLessThan(1000);

    await db.delete(session).where(eq(session.userId, user.userId));
    const refused = await waitFor(
      'the deleted session',
      async () => (await user.call(profileApi.get)).status === 401,
      1000,
    );
    expect(refused).toBeLessThan(1000);
  });

  it('a plan whose paid period ends is not served past its end', async () => {
    const user = await ctx.signUp();
    await givePlan(db, user.userId, 'pro', { currentPeriodEnd: new Date(Date.now() + 3000) });
    await waitFor(
      'the pro plan',
      async () => (await user.call(inventoryForecastsApi.forecasts)).status === 200,
      1000,
    );
    await new Promise((r) => setTimeout(r, 3100));
    expect((await user.call(inventoryForecastsApi.forecasts)).status).toBe(403);
  });

  it('turns itself off when its connection is lost (requests read the database), and back on once listening again', async () => {
    const user = await ctx.signUp();
    expect((await user.call(profileApi.get)).status).toBe(200);
    await db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
    );
    await waitFor('the cache to turn off', () => !sessions.enabled, 2000);
    const getSession = vi.spyOn(ctx.deps.auth.api, 'getSession');
    try {
      expect((await user.call(profileApi.get)).status).toBe(200);
      expect(getSession).toHaveBeenCalledTimes(1);
      // Changed while nobody listened: still seen, since nothing is served from memory meanwhile.
      await db.delete(session).where(eq(session.userId, user.userId));
      expect((await user.call(profileApi.get)).status).toBe(401);
    } finally {
      getSession.mockRestore();
    }
    await waitFor('the cache to turn on again', () => sessions.enabled, 10_000);
    const again = await ctx.signUp();
    const stolen = copyOf(again);
    expect((await stolen.call(profileApi.get)).status).toBe(200);
    expect((await again.call(authApi.signOut, { body: {} })).status).toBe(200);
    expect((await stolen.call(profileApi.get)).status).toBe(401);
  });
});

describe('sessionCookieValue', () => {
  it('takes the one session cookie, secure prefix or not, and nothing when there are two', () => {
    expect(sessionCookieValue('a=1; scout.session_token=tok.sig; b=2')).toBe('tok.sig');
    expect(sessionCookieValue('__Secure-scout.session_token=tok.sig')).toBe('tok.sig');
    expect(sessionCookieValue('scout.session_token=one.sig; scout.session_token=two.sig')).toBeUndefined();
    expect(sessionCookieValue('xscout.session_token=tok.sig')).toBeUndefined();
    expect(sessionCookieValue('scout.session_token=')).toBeUndefined();
  });
});
