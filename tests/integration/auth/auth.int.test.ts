import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminApi } from '#contracts/admin.ts';
import { authApi } from '#contracts/auth.ts';
import { profileApi } from '#contracts/profile.ts';
import { outbox, user } from '#server/db/schema/index.ts';
import { createTestContext, openVerificationLink, TestClient } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({ ADMIN_EMAILS: 'boss@example.com' });

describe('sign-up, sign-in, sign-out', () => {
  it('creates an account and keeps the session in an HttpOnly cookie', async () => {
    const browser = ctx.client();
    const res = await browser.call(authApi.signUp, {
      body: {
        name: 'Alice',
        email: 'alice@example.com',
        password: 'secret1',
      },
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/scout\.session_token=.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const profile = await browser.call(profileApi.get);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ name: 'Alice', email: 'alice@example.com', isAdmin: false });
  });

  it('refuses a password shorter than 6 characters and creates nothing', async () => {
    const res = await ctx.client().call(authApi.signUp, {
      body: {
        name: 'Bob',
        email: 'bob@example.com',
        password: '12345',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    const rows = await ctx.deps.database.db.select().from(user).where(eq(user.email, 'bob@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a wrong password', async () => {
    const alice = await ctx.signUp({ password: 'right-password' });
    const res = await ctx
      .client()
      .call(authApi.signIn, { body: { email: alice.email, password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('signs out: the session no longer opens protected routes', async () => {
    const browser = await ctx.signUp();
    expect((await browser.call(profileApi.get)).status).toBe(200);
    const out = await browser.call(authApi.signOut, { body: {} });
    expect(out.status).toBe(200);
    const after = await browser.call(profileApi.get);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: { code: 'unauthorized', params: {} } });
  });

  it('rate-limits sign-in attempts from one address', async () => {
    const target = await ctx.signUp();
    const attacker = new TestClient(ctx.app, '192.0.2.77');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await attacker.call(authApi.signIn, {
        body: {
          email: target.email,
          password: `guess-${i}`,
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('never rate-limits reading the session: many people can share one address', async () => {
    const office = await ctx.signUp();
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) statuses.add((await office.call(authApi.session)).status);
    expect([...statuses]).toEqual([200]);
  });
});

describe('password reset', () => {
  it('e-mails a link to /auth whose token sets a new password', async () => {
    const browser = await ctx.signUp({ password: 'old-password' });
    const anonymous = ctx.client();
    const asked = await anonymous.call(authApi.requestPasswordReset, {
      body: {
        email: browser.email,
        redirectTo: '/auth',
      },
    });
    expect(asked.status).toBe(200);

    const [mail] = await ctx.deps.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, browser.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const link = mail.text.match(/http\S+/)?.[0] ?? '';
    expect(link.startsWith('http://localhost:3000/auth?mode=reset&token=')).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';

    const reset = await anonymous.call(authApi.resetPassword, {
      body: { token, newPassword: 'new-password' },
    });
    expect(reset.status).toBe(200);
    // The old session was revoked and the old password no longer works.
    expect((await browser.call(profileApi.get)).status).toBe(401);
    const oldLogin = await ctx
      .client()
      .call(authApi.signIn, { body: { email: browser.email, password: 'old-password' } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await ctx
      .client()
      .call(authApi.signIn, { body: { email: browser.email, password: 'new-password' } });
    expect(newLogin.status).toBe(200);
    // A token works once.
    const again = await anonymous.call(authApi.resetPassword, {
      body: { token, newPassword: 'another-one' },
    });
    expect(again.status).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await ctx
      .client()
      .call(authApi.requestPasswordReset, { body: { email: 'nobody@example.com', redirectTo: '/auth' } });
    expect(res.status).toBe(200);
    const mails = await ctx.deps.database.db.select().from(outbox).where(eq(outbox.to, 'nobody@example.com'));
    expect(mails).toHaveLength(0);
  });
});

describe('roles and CSRF', () => {
  it('gives the admin role to ADMIN_EMAILS once the address is verified, not at sign-up', async () => {
    const boss = await ctx.signUp({ email: 'boss@example.com' });
    expect((await boss.call(profileApi.get)).body.isAdmin).toBe(false);
    expect((await boss.call(adminApi.stats)).status).toBe(403);
    await openVerificationLink(ctx.deps.database.db, boss);
    expect((await boss.call(profileApi.get)).body.isAdmin).toBe(true);
    const stats = await boss.call(adminApi.stats);
    expect(stats.status).toBe(200);
    expect(stats.body.users).toBeGreaterThan(0);
  });

  it('refuses admin routes to other users with admin_required', async () => {
    const someone = await ctx.signUp();
    const res = await someone.call(adminApi.stats);
    expect(res.status).toBe(403);
    expect(res.error?.code).toBe('admin_required');
    expect((await ctx.client().call(adminApi.stats)).status).toBe(401);
  });

  it('refuses a cookie-authenticated change from another origin', async () => {
    const victim = await ctx.signUp({ name: 'Victim' });
    const res = await victim.request('PATCH', '/api/profile', {
      body: { name: 'Hacked' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf_rejected');
    expect((await victim.call(profileApi.get)).body.name).toBe('Victim');
  });
});
