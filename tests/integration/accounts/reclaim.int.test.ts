import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiKeysApi } from '#contracts/api-keys.ts';
import { authApi } from '#contracts/auth.ts';
import { usageV1Api } from '#contracts/usage.ts';
import { givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext, lastOutboxMail, type TestClient } from '#tests/helpers/test-app.ts';

/**
 * Issue 30, finding 4: someone who registers the victim's address first (no verification needed to
 * sign up) keeps a working API key after the owner takes the account back by resetting its password
 * or by opening the verification link. Now both revoke every key and end every session made before
 * (docs/security.md, "Taking an account back").
 */
const ctx = await createTestContext();
const db = ctx.deps.database.db;

/** The attacker: signs up with the victim's address, pays for pro, makes a key, keeps the browser. */
async function squat(victimEmail: string) {
  const attacker = await ctx.signUp({ email: victimEmail, password: 'attacker-pass-1' });
  await givePlan(db, attacker.userId, 'pro');
  const key = await attacker.call(apiKeysApi.create, { body: { name: 'mine now' } });
  expect(key.status).toBe(201);
  const usesKey = () => ctx.client().call(usageV1Api.usage, {}, { authorization: `Bearer ${key.body.key}` });
  expect((await usesKey()).status).toBe(200);
  return { attacker, usesKey };
}

const linkIn = async (email: string, pattern: RegExp) => {
  const mail = await lastOutboxMail(db, email);
  const link = mail?.text.match(pattern)?.[0];
  if (!link) throw new Error(`no link for ${email}`);
  return new URL(link);
};

const signedIn = async (browser: TestClient) => (await browser.call(authApi.session)).body?.user ?? null;

describe('taking an account back revokes what someone else made before', () => {
  it('a password reset by the address’s owner: the squatter’s key and sessions stop working', async () => {
    const email = `victim-${randomBytes(4).toString('hex')}@example.com`;
    const { attacker, usesKey } = await squat(email);
    // the owner asks a reset and opens the e-mailed link
    const owner = ctx.client();
    await owner.call(authApi.requestPasswordReset, { body: { email, redirectTo: '/auth' } });
    const token = (await linkIn(email, /http\S+mode=reset\S+/)).searchParams.get('token') ?? '';
    expect(
      (await owner.call(authApi.resetPassword, { body: { token, newPassword: 'owner-pass-1' } })).status,
    ).toBe(200);
    const refused = await usesKey();
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe('api_key_revoked');
    expect(await signedIn(attacker)).toBeNull();
    expect((await owner.call(authApi.signIn, { body: { email, password: 'owner-pass-1' } })).status).toBe(
      200,
    );
  });

  it('the first verification of the address: the squatter’s key and sessions stop working, the owner is signed in', async () => {
    const email = `victim-${randomBytes(4).toString('hex')}@example.com`;
    const { attacker, usesKey } = await squat(email);
    // the sign-up sent the verification e-mail to the owner's mailbox; the owner opens it
    const link = await linkIn(email, /https?:\/\/\S+\/api\/auth\/verify-email\S+/);
    const owner = ctx.client();
    expect((await owner.get(`${link.pathname}${link.search}`)).status).toBe(302);
    expect((await usesKey()).status).toBe(401);
    expect(await signedIn(attacker)).toBeNull();
    expect((await signedIn(owner))?.email).toBe(email);
  });

  it('keys made after the reset keep working', async () => {
    const me = await ctx.signUp({ verified: true });
    await givePlan(db, me.userId, 'pro');
    await ctx.client().call(authApi.requestPasswordReset, { body: { email: me.email, redirectTo: '/auth' } });
    const token = (await linkIn(me.email, /http\S+mode=reset\S+/)).searchParams.get('token') ?? '';
    await ctx.client().call(authApi.resetPassword, { body: { token, newPassword: 'new-pass-12' } });
    expect(
      (await me.call(authApi.signIn, { body: { email: me.email, password: 'new-pass-12' } })).status,
    ).toBe(200);
    const key = await me.call(apiKeysApi.create, { body: { name: 'after' } });
    const use = await ctx.client().call(usageV1Api.usage, {}, { authorization: `Bearer ${key.body.key}` });
    expect(use.status).toBe(200);
  });
});
