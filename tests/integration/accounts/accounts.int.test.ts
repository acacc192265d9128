import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantAdmins } from '#server/boot/grant-admins.ts';
import { outbox, user, verification } from '#server/db/schema/index.ts';
import {
  createTestContext,
  lastOutboxMail,
  openVerificationLink,
  TestClient,
} from '#tests/helpers/test-app.ts';

/**
 * Issue 15, findings 4–7 and 10: accounts cannot be taken or probed — e-mail verification, per-account
 * limits, sessions and reset links ended by a password change or reset, sign-up that does not tell
 * whether an address has an account (docs/security.md).
 */
const ctx = await createTestContext({ ADMIN_EMAILS: 'operator@example.com' });
const db = ctx.deps.database.db;
const mailsTo = async (to: string) => db.select().from(outbox).where(eq(outbox.to, to));
const fromAddress = (i: number) => new TestClient(ctx.app, `198.51.100.${i + 1}`);

describe('e-mail verification', () => {
  it('sign-up signs in at once, unverified, and e-mails a link that verifies the address', async () => {
    const alice = await ctx.signUp();
    const session = await alice.get('/api/auth/get-session');
    expect(session.body.user.emailVerified).toBe(false);
    expect((await lastOutboxMail(db, alice.email))?.subject).toBe('Confirm your Scout e-mail address');
    const res = await openVerificationLink(db, alice);
    expect(res.headers.get('location')).toBe('/dashboard');
    expect((await alice.get('/api/auth/get-session')).body.user.emailVerified).toBe(true);
  });

  it('ADMIN_EMAILS: whoever registers the address first is not admin until it is verified (finding 7)', async () => {
    const squatter = await ctx.signUp({ email: 'operator@example.com' });
    expect((await squatter.get('/api/admin/stats')).status).toBe(403);
    expect(await grantAdmins(db, ['operator@example.com'])).toBe(0); // the start-up grant skips it too
    await openVerificationLink(db, squatter);
    expect((await squatter.get('/api/admin/stats')).status).toBe(200);
  });
});

describe('sign-up does not tell whether an address has an account (finding 10)', () => {
  it('answers a taken address as a new one, signs nobody in, and tells the owner by e-mail', async () => {
    const owner = await ctx.signUp({ password: 'owner-password' });
    const fresh = await fromAddress(10).post('/api/auth/sign-up/email', {
      name: 'New',
      email: `fresh-${Date.now()}@example.com`,
      password: 'attacker-pass',
    });
    const probe = fromAddress(11);
    const taken = await probe.post('/api/auth/sign-up/email', {
      name: 'New',
      email: owner.email,
      password: 'attacker-pass',
    });
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(taken.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    expect([taken.body.token, fresh.body.token]).toEqual([null, null]);
    expect(taken.body.user.id).not.toBe(owner.userId);
    // Nobody is signed in to the owner's account, and its password is unchanged.
    expect((await probe.get('/api/profile')).status).toBe(401);
    expect(
      (await ctx.client().post('/api/auth/sign-in/email', { email: owner.email, password: 'owner-password' }))
        .status,
    ).toBe(200);
    const mail = await lastOutboxMail(db, owner.email);
    expect(mail?.subject).toBe('Someone tried to create a Scout account with your address');
    expect(mail?.text).toContain('http://localhost:3000/auth?mode=forgot');
  });

  it('refuses a bad body the same way for a taken and a new address', async () => {
    const owner = await ctx.signUp();
    const short = { name: 'X', password: '123' };
    const a = await ctx.client().post('/api/auth/sign-up/email', { ...short, email: owner.email });
    const b = await ctx
      .client()
      .post('/api/auth/sign-up/email', { ...short, email: 'nobody-yet@example.com' });
    expect([a.status, a.body.code]).toEqual([b.status, b.body.code]);
  });
});

describe('per-account limits, on top of the per-address ones (finding 4)', () => {
  it('40 wrong passwords from 40 addresses: 10 answered, the rest refused', async () => {
    const target = await ctx.signUp();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fromAddress(20 + i)
          .post('/api/auth/sign-in/email', { email: target.email, password: `guess-${i}` })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  }, 120_000);

  it('successful sign-ins do not use up the account’s attempts', async () => {
    const owner = await ctx.signUp({ password: 'owner-password' });
    for (let i = 0; i < 12; i++) {
      const res = await fromAddress(100 + i).post('/api/auth/sign-in/email', {
        email: owner.email,
        password: 'owner-password',
      });
      expect(res.status).toBe(200);
    }
  }, 120_000);

  it('20 addresses asking a reset for one account: every answer the same, 3 e-mails sent', async () => {
    const target = await ctx.signUp();
    const before = (await mailsTo(target.email)).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fromAddress(150 + i).post('/api/auth/request-password-reset', { email: target.email }),
      ),
    );
    expect(new Set(answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).size).toBe(1);
    expect((await mailsTo(target.email)).length - before).toBe(3);
  });
});

describe('sessions and reset links end with the password', () => {
  it('a password change signs out every other session, keeps this one, and ends reset links (finding 5)', async () => {
    const laptop = await ctx.signUp({ password: 'first-password' });
    const phone = ctx.client();
    await phone.post('/api/auth/sign-in/email', { email: laptop.email, password: 'first-password' });
    expect((await phone.get('/api/profile')).status).toBe(200);
    await ctx.client().post('/api/auth/request-password-reset', { email: laptop.email });
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: 'first-password',
      newPassword: 'second-password',
    });
    expect(changed.status).toBe(200);
    expect((await phone.get('/api/profile')).status).toBe(401);
    expect((await laptop.get('/api/profile')).status).toBe(200);
    const links = await db
      .select()
      .from(verification)
      .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, laptop.userId)));
    expect(links).toEqual([]);
  });

  it('a reset ends every older reset link (finding 6)', async () => {
    const owner = await ctx.signUp();
    const tokenOfLastMail = async () => {
      const text = (await lastOutboxMail(db, owner.email))?.text ?? '';
      return new URL(text.match(/http\S+mode=reset\S+/)?.[0] ?? 'http://x').searchParams.get('token');
    };
    await ctx.client().post('/api/auth/request-password-reset', { email: owner.email });
    const older = await tokenOfLastMail();
    await ctx.client().post('/api/auth/request-password-reset', { email: owner.email });
    const newer = await tokenOfLastMail();
    expect(older).not.toBe(newer);
    const reset = await ctx
      .client()
      .post('/api/auth/reset-password', { token: newer, newPassword: 'brand-new-1' });
    expect(reset.status).toBe(200);
    const late = await ctx
      .client()
      .post('/api/auth/reset-password', { token: older, newPassword: 'attacker-1' });
    expect(late.status).toBe(400);
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, owner.email));
    expect(row?.id).toBe(owner.userId);
    expect(
      (await ctx.client().post('/api/auth/sign-in/email', { email: owner.email, password: 'brand-new-1' }))
        .status,
    ).toBe(200);
  });
});
