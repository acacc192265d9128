import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authApi } from '#contracts/auth.ts';
import { profileApi } from '#contracts/profile.ts';
import { outbox, user } from '#server/db/schema/index.ts';
import { createTestContext, lastOutboxMail } from '#tests/helpers/test-app.ts';

/**
 * Issue 30, finding 3: our e-mails carried an attacker's text to any address. Whoever signs up
 * chooses the name and the address; the verification e-mail began "Hello <name>,", so a name such as
 * "customer,\n\nURGENT: … https://evil.example/login" wrote the e-mail's first paragraphs, and names
 * had no length limit (60,000 characters accepted). Now a name is one short line without a link, and
 * e-mails quote it as data after our own words.
 */
const ctx = await createTestContext();
const db = ctx.deps.database.db;

const PHISHING = 'customer,\n\nURGENT: … https://evil.example/login'; // the attack
const newEmail = () => `victim-${randomBytes(4).toString('hex')}@example.com`;
const signUp = (name: string, email = newEmail()) =>
  ctx.client().call(authApi.signUp, { body: { name, email, password: 'correct-horse-9' } });

describe('names are one short line of plain words', () => {
  it('sign-up refuses the phishing name, a 60,000-character one and a link, and sends nothing', async () => {
    const cases: [string, string][] = [
      [PHISHING, 'NAME_LINE_BREAK'],
      ['A'.repeat(60_000), 'NAME_TOO_LONG'],
      ['Scout support https://evil.example/login', 'NAME_LINK'],
      ['Support at evil.com', 'NAME_LINK'],
      ['help@evil.example.com', 'NAME_LINK'],
      ['Jane \u202Eelif.exe', 'NAME_CONTROL_CHARACTERS'],
    ];
    for (const [name, code] of cases) {
      const email = newEmail();
      const res = await signUp(name, email);
      expect(res.status, code).toBe(400);
      expect(res.body).toMatchObject({ code });
      expect(await db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
      expect(await db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(0);
    }
    // a real name with accents, an apostrophe, a hyphen, an emoji and "Co." is fine
    expect((await signUp('Zoë O’Brien-Núñez 🚀 & Co.')).status).toBe(200);
  });

  it('the profile refuses them too (display and company name), and keeps what it had', async () => {
    const me = await ctx.signUp({ name: 'Jane Seller' });
    for (const [body, code, field] of [
      [{ name: PHISHING }, 'name_line_break', 'name'],
      [{ name: 'Jane https://evil.example' }, 'name_link', 'name'],
      [{ name: 'Jane', companyName: 'Acme\nURGENT' }, 'name_line_break', 'companyName'],
      [{ name: 'Jane', companyName: 'Acme, see www.evil.example' }, 'name_link', 'companyName'],
    ] as const) {
      const res = await me.call(profileApi.update, { body });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({ code, params: { field } });
    }
    const tooLong = await me.call(profileApi.update, {
      body: { name: 'Jane', companyName: 'C'.repeat(60_000) },
    });
    expect(tooLong.status).toBe(400);
    // untyped: better-auth's update-user, not in the contract (names change through the profile)
    const viaAuth = await me.post('/api/auth/update-user', { name: PHISHING });
    expect(viaAuth.status).toBe(400);
    const profile = await me.call(profileApi.get);
    expect(profile.body).toMatchObject({ name: 'Jane Seller', companyName: null });
  });
});

describe('e-mails quote names as data, never as our words', () => {
  it('the verification e-mail opens with our greeting and quotes a valid name below', async () => {
    const email = newEmail();
    expect((await signUp('New Comer', email)).status).toBe(200);
    const mail = await lastOutboxMail(db, email);
    const lines = mail?.text.split('\n') ?? [];
    expect(lines[0]).toBe('Hello,');
    expect(mail?.text).toContain('Name on the account: “New Comer”');
  });

  it('a name stored before the rule (the attack) is left out of every e-mail', async () => {
    const me = await ctx.signUp();
    await db.update(user).set({ name: PHISHING }).where(eq(user.id, me.userId));
    await ctx.client().call(authApi.requestPasswordReset, { body: { email: me.email, redirectTo: '/auth' } });
    const mail = await lastOutboxMail(db, me.email);
    expect(mail?.subject).toBe('Reset your Scout password');
    expect(mail?.text.startsWith('Hello,\n\n')).toBe(true);
    expect(mail?.text).not.toContain('URGENT');
    expect(mail?.text).not.toContain('evil.example');
    // the "someone tried to sign up" e-mail to the owner, the same
    await signUp('Another', me.email);
    const notice = await lastOutboxMail(db, me.email);
    expect(notice?.subject).toContain('Someone tried to create');
    expect(notice?.text).not.toContain('URGENT');
  });
});
