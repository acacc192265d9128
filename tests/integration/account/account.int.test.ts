import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { accountApi } from '#contracts/account.ts';
import { authApi } from '#contracts/auth.ts';
import { billingApi } from '#contracts/billing.ts';
import { profileApi } from '#contracts/profile.ts';
import { checkouts, deletedAccountPayments, trackedProducts, user } from '#server/db/schema/index.ts';
import {
  createFavourites,
  createPriceAlert,
  createProduct,
  createTrackedProduct,
} from '#tests/helpers/factories/index.ts';
import { createTestContext, lastOutboxMail, TEST_ORIGIN } from '#tests/helpers/test-app.ts';

/** Issue 20: a seller changes their password and e-mail, exports their data and deletes their account. */
const ctx = await createTestContext();
const db = ctx.deps.database.db;

const download = (client: ReturnType<typeof ctx.client>) => client.download('/api/account/export');

describe('change the password', () => {
  it('needs the current password, and signs out every other session', async () => {
    const laptop = await ctx.signUp({ password: 'first-password' });
    const phone = ctx.client();
    await phone.call(authApi.signIn, { body: { email: laptop.email, password: 'first-password' } });
    const wrong = await laptop.call(authApi.changePassword, {
      body: { currentPassword: 'not-it-at-all', newPassword: 'second-password', revokeOtherSessions: true },
    });
    expect(wrong.status).toBe(400);
    expect((await phone.call(profileApi.get)).status).toBe(200);
    // untyped: without revokeOtherSessions, which the server sets itself
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: 'first-password',
      newPassword: 'second-password',
    });
    expect(changed.status).toBe(200);
    expect((await phone.call(profileApi.get)).status).toBe(401);
    expect((await laptop.call(profileApi.get)).status).toBe(200);
    const signIn = await ctx.client().call(authApi.signIn, {
      body: {
        email: laptop.email,
        password: 'second-password',
      },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('change the e-mail address', () => {
  it('keeps the current address until the link sent to the new one is opened', async () => {
    const me = await ctx.signUp();
    const newEmail = `moved-${me.userId.slice(0, 8).toLowerCase()}@example.com`;
    const asked = await me.call(authApi.changeEmail, { body: { newEmail, callbackURL: '/settings' } });
    expect(asked.status).toBe(200);
    expect((await me.call(profileApi.get)).body.email).toBe(me.email);
    const link = (await lastOutboxMail(db, newEmail))?.text.match(
      /https?:\/\/\S+\/api\/auth\/verify-email\S+/,
    )?.[0];
    expect(link).toBeDefined();
    const url = new URL(link as string);
    const opened = await me.get(`${url.pathname}${url.search}`);
    expect(opened.status).toBe(302);
    expect((await me.call(profileApi.get)).body.email).toBe(newEmail);
    const signIn = await ctx
      .client()
      .call(authApi.signIn, { body: { email: newEmail, password: 'correct-horse-9' } });
    expect(signIn.status).toBe(200);
  });

  it('refuses a display name of spaces at sign-up and in update-user, and trims one', async () => {
    const spaces = await ctx.client().call(authApi.signUp, {
      body: {
        name: '   ',
        email: 'spaces@example.com',
        password: 'correct-horse-9',
      },
    });
    expect(spaces.status).toBe(400);
    const me = await ctx.signUp({ name: '  Padded  ' });
    expect((await me.call(profileApi.get)).body.name).toBe('Padded');
    // untyped: better-auth's update-user, not in the contract (names change through the profile)
    expect((await me.post('/api/auth/update-user', { name: ' ' })).status).toBe(400);
    expect((await me.call(profileApi.get)).body.name).toBe('Padded');
  });
});

describe('export my data', () => {
  it('is a zip of JSON and CSV with the account’s data, and nothing of another account', async () => {
    const me = await ctx.signUp({ name: 'Exporter' });
    const other = await ctx.signUp({ name: 'Someone else' });
    const product = await createProduct(db, { title: 'Bamboo cutting board', priceCents: 2599 });
    await createTrackedProduct(db, { userId: me.userId, productId: product.id });
    await createPriceAlert(db, { userId: me.userId, productId: product.id });
    await createFavourites(db, me.userId, [product.id]);
    await createPriceAlert(db, { userId: other.userId, productId: product.id, targetPriceCents: 777 });

    const res = await download(me);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="scout-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    const files = unzipSync(res.bytes);
    const names = Object.keys(files);
    for (const name of [
      'profile',
      'product-searches',
      'keyword-searches',
      'favourite-products',
      'tracked-products',
      'tracked-products-history',
      'price-alerts',
      'seller-report-imports',
      'review',
      'billing-history',
      'promo-codes-used',
    ]) {
      expect(names).toContain(`${name}.json`);
      expect(names).toContain(`${name}.csv`);
    }
    const json = (name: string) => JSON.parse(strFromU8(files[`${name}.json`] as Uint8Array));
    expect(json('profile')).toEqual([expect.objectContaining({ name: 'Exporter', email: me.email })]);
    expect(json('tracked-products')).toEqual([expect.objectContaining({ asin: product.asin })]);
    expect(json('tracked-products-history').length).toBeGreaterThan(0);
    expect(json('favourite-products')).toEqual([expect.objectContaining({ title: 'Bamboo cutting board' })]);
    expect(json('price-alerts')).toHaveLength(1);
    expect(json('price-alerts')[0].targetPriceCents).toBe(2000);
    const csv = strFromU8(files['price-alerts.csv'] as Uint8Array);
    expect(csv.split('\r\n')[0]).toContain('targetPriceCents');
    // Keys and connections are listed (account-data-coverage.int.test.ts), never their secrets.
    expect(strFromU8(files['api-keys.csv'] as Uint8Array).split('\r\n')[0]).not.toMatch(/hash/i);
  });

  it('requires a session', async () => {
    expect((await download(ctx.client())).status).toBe(401);
  });
});

describe('delete my account', () => {
  it('refuses a wrong password and deletes nothing', async () => {
    const me = await ctx.signUp();
    const res = await me.call(accountApi.remove, { body: { password: 'not-my-password' } });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('wrong_password');
    expect((await me.call(profileApi.get)).status).toBe(200);
  });

  it('ends a renewing subscription, deletes the account’s data, keeps its payment records', async () => {
    const me = await ctx.signUp();
    const bought = await me.call(billingApi.checkout, {
      body: {
        plan: 'pro',
        billingPeriod: 'monthly',
        acceptTerms: true,
      },
    });
    expect(bought.status).toBe(200);
    expect(
      (await me.call(billingApi.confirmTestCheckout, { params: { id: bought.body.checkoutId } })).status,
    ).toBe(200);
    const product = await createProduct(db);
    await createTrackedProduct(db, { userId: me.userId, productId: product.id });
    const cancelNow = vi.spyOn(ctx.deps.payments, 'cancelNow');

    const res = await me.call(accountApi.remove, { body: { password: 'correct-horse-9' } });
    expect(res.status).toBe(204);
    expect(cancelNow).toHaveBeenCalledTimes(1);
    cancelNow.mockRestore();
    expect((await me.call(profileApi.get)).status).toBe(401);
    expect(await db.select().from(user).where(eq(user.id, me.userId))).toEqual([]);
    expect(await db.select().from(trackedProducts).where(eq(trackedProducts.userId, me.userId))).toEqual([]);
    expect(await db.select().from(checkouts).where(eq(checkouts.userId, me.userId))).toEqual([]);
    const kept = await db
      .select()
      .from(deletedAccountPayments)
      .where(eq(deletedAccountPayments.formerUserId, me.userId));
    expect(kept).toEqual([
      expect.objectContaining({
        checkoutId: bought.body.checkoutId,
        email: me.email,
        plan: 'pro',
        status: 'completed',
      }),
    ]);
    const signIn = await ctx
      .client()
      .call(authApi.signIn, { body: { email: me.email, password: 'correct-horse-9' } });
    expect(signIn.status).toBe(401);
  });

  it('is refused from another site', async () => {
    const me = await ctx.signUp();
    const res = await me.request('POST', '/api/account/delete', {
      body: { password: 'correct-horse-9' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(TEST_ORIGIN).not.toBe('https://evil.example');
    expect((await me.call(profileApi.get)).status).toBe(200);
  });
});
