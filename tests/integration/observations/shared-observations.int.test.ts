/**
 * Issue 30, item 5: with OBSERVATIONS_SHARED=true one user must not rewrite a product for everyone
 * (price 1 cent, rank 1, a title with a link) nor fire other users' alerts. A value becomes shared
 * when it agrees with another source or with several users, or its observer is trusted; outliers
 * are held back and shown to the operator. And no user adds unbounded products or observations.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertsApi } from '#contracts/alerts.ts';
import { apiKeysApi } from '#contracts/api-keys.ts';
import type { CallInput } from '#contracts/define.ts';
import { observationReviewApi } from '#contracts/observation-review.ts';
import { observationsApi } from '#contracts/observations.ts';
import {
  alertNotifications,
  catalogProductSnapshots,
  catalogProducts,
  observationHolds,
} from '#server/db/schema/index.ts';
import { createProduct, createUser, givePlan, newAsin } from '#tests/helpers/factories/index.ts';
import { runJobNow } from '#tests/helpers/jobs.ts';
import { createTestContext, type TestContext } from '#tests/helpers/test-app.ts';

/** An observation as the extension sends it (the contract's). */
type Observation = CallInput<typeof observationsApi.record>['body']['observations'][number];
const ctx = await createTestContext({ OBSERVATIONS_SHARED: 'true' });
const db = ctx.deps.database.db;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** A pro user with an API key, posting what their browser "saw". */
async function observer(context: TestContext = ctx) {
  const user = await context.signUp();
  await givePlan(context.deps.database.db, user.userId, 'pro');
  const { body } = await user.call(apiKeysApi.create, { body: { name: 'extension' } });
  const api = context.client();
  return {
    user,
    observe: (observations: (Partial<Observation> & { asin: string })[]) =>
      api.call(
        observationsApi.record,
        {
          body: {
            observations: observations.map((o) => ({
              marketplace: 'US' as const,
              pageKind: 'product' as const,
              observedAt: minutesAgo(1),
              ...o,
            })),
          },
        },
        { authorization: `Bearer ${body.key}` },
      ),
  };
}

const productOf = async (asin: string) =>
  (await db.select().from(catalogProducts).where(eq(catalogProducts.asin, asin)))[0];

describe('shared observations: the attack', () => {
  it('one user’s price 1 cent, rank 1 and linked title change nobody else’s view and fire no alert', async () => {
    const victim = await createUser(ctx, { plan: 'starter' });
    const product = await createProduct(db, {
      title: 'Bamboo cutting board',
      priceCents: 1999,
      bestSellersRank: 40_000,
      observedAt: new Date(Date.now() - 3600_000),
    });
    const alert = await victim.call(alertsApi.createPrice, {
      body: {
        asin: product.asin,
        targetPriceCents: 1500,
        condition: 'below',
      },
    });
    expect(alert.status).toBe(201);
    await runJobNow(ctx.deps, 'price-alerts');

    const attacker = await observer();
    const newOne = newAsin();
    const res = await attacker.observe([
      {
        asin: product.asin,
        title: 'URGENT: your account is locked, sign in at https://evil.example/login',
        priceCents: 1,
        bestSellersRank: 1,
      },
      { asin: newOne, title: 'Free gift card evil.example/claim now', priceCents: 1, bestSellersRank: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shared: true, held: 2, newProducts: 1 });

    // Everyone else's view: unchanged.
    expect(await productOf(product.asin)).toMatchObject({
      title: 'Bamboo cutting board',
      priceCents: 1999,
      bestSellersRank: 40_000,
      source: 'csv_import',
    });
    const added = await productOf(newOne);
    expect(added).toMatchObject({ title: 'Free gift card now', listed: false, priceCents: null });
    await runJobNow(ctx.deps, 'price-alerts');
    expect(
      await db.select().from(alertNotifications).where(eq(alertNotifications.userId, victim.userId)),
    ).toEqual([]);

    // The observer's own: their snapshots, private to them.
    const own = await db
      .select()
      .from(catalogProductSnapshots)
      .where(
        and(eq(catalogProductSnapshots.productId, product.id), eq(catalogProductSnapshots.source, 'browser')),
      );
    expect(own).toEqual([expect.objectContaining({ privateTo: attacker.user.userId, priceCents: 1 })]);

    // The operator sees the outlier, with what it was compared with.
    const admin = await createUser(ctx, { admin: true });
    const held = await admin.call(observationReviewApi.held, { query: { reason: 'outlier' } });
    expect(held.status).toBe(200);
    const item = held.body.items.find((i) => i.product.asin === product.asin);
    expect(item).toMatchObject({
      reason: 'outlier',
      observer: { id: attacker.user.userId, trusted: false },
      product: { title: 'Bamboo cutting board' },
    });
    expect(item?.figures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ figure: 'priceCents', observed: 1, reference: 1999, verdict: 'disagrees' }),
        expect.objectContaining({
          figure: 'bestSellersRank',
          observed: 1,
          reference: 40_000,
          verdict: 'disagrees',
        }),
      ]),
    );
    // Not for a non-admin.
    expect((await attacker.user.call(observationReviewApi.held, { query: {} })).status).toBe(403);
  });
});

describe('shared observations: what is shared', () => {
  it('shares a value that agrees with the product’s other source, and alerts fire on it', async () => {
    const product = await createProduct(db, {
      priceCents: 1999,
      bestSellersRank: 40_000,
      observedAt: new Date(Date.now() - 3600_000),
    });
    const watcher = await createUser(ctx, { plan: 'starter' });
    const alert = await watcher.call(alertsApi.createPrice, {
      body: {
        asin: product.asin,
        targetPriceCents: 1900,
        condition: 'below',
      },
    });
    await runJobNow(ctx.deps, 'price-alerts');
    const seller = await observer();
    const res = await seller.observe([{ asin: product.asin, priceCents: 1849, bestSellersRank: 35_000 }]);
    expect(res.body).toMatchObject({ recorded: 1, held: 0 });
    expect(await productOf(product.asin)).toMatchObject({ priceCents: 1849, source: 'browser' });
    await runJobNow(ctx.deps, 'price-alerts');
    const fired = await db
      .select()
      .from(alertNotifications)
      .where(eq(alertNotifications.alertId, alert.body.alert.id));
    expect(fired).toHaveLength(1);
  });

  it('shares a product nobody else knows once three users saw the same, never on one or two', async () => {
    const asin = newAsin();
    const seen = { asin, title: 'Steel water bottle', priceCents: 2499, bestSellersRank: 1200 };
    const [a, b, c] = [await observer(), await observer(), await observer()];
    expect((await a.observe([seen])).body).toMatchObject({ held: 1 });
    expect((await b.observe([{ ...seen, priceCents: 2450 }])).body).toMatchObject({ held: 1 });
    expect(await productOf(asin)).toMatchObject({ listed: false, priceCents: null });
    expect((await c.observe([{ ...seen, priceCents: 2520 }])).body).toMatchObject({ held: 0, recorded: 1 });
    expect(await productOf(asin)).toMatchObject({ listed: true, priceCents: 2520 });
  });

  it('the operator may trust an observer (shared at once) and release or dismiss a held observation', async () => {
    const admin = await createUser(ctx, { admin: true });
    const product = await createProduct(db, {
      priceCents: 1999,
      observedAt: new Date(Date.now() - 3600_000),
    });
    const seller = await observer();
    await seller.observe([{ asin: product.asin, priceCents: 999, observedAt: minutesAgo(30) }]);
    const [hold] = await db
      .select()
      .from(observationHolds)
      .where(eq(observationHolds.userId, seller.user.userId));
    expect(hold).toMatchObject({ reason: 'outlier', resolvedAt: null });

    // A real price cut the operator recognises: released, everyone sees it.
    expect((await admin.call(observationReviewApi.release, { params: { id: hold.id } })).status).toBe(204);
    expect(await productOf(product.asin)).toMatchObject({ priceCents: 999, source: 'browser' });
    expect((await admin.call(observationReviewApi.dismiss, { params: { id: hold.id } })).status).toBe(404);

    const trusted = await admin.call(observationReviewApi.trust, {
      params: { userId: seller.user.userId },
      body: { trusted: true },
    });
    expect(trusted.body).toEqual({ userId: seller.user.userId, trusted: true });
    const res = await seller.observe([{ asin: product.asin, title: 'Bamboo board, large', priceCents: 499 }]);
    expect(res.body).toMatchObject({ held: 0, recorded: 1 });
    expect(await productOf(product.asin)).toMatchObject({ priceCents: 499, title: 'Bamboo board, large' });
  });
});

describe('caps per user and day', async () => {
  const capped = await createTestContext({ OBSERVATIONS_PER_DAY: '5', OBSERVED_NEW_PRODUCTS_PER_DAY: '2' });

  it('adds at most OBSERVED_NEW_PRODUCTS_PER_DAY products and takes at most OBSERVATIONS_PER_DAY observations, whatever the key', async () => {
    const spammer = await observer(capped);
    const batch = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ asin: newAsin(), title: `Spam ${i}`, priceCents: 100 + i }));
    const first = await spammer.observe(batch(4));
    expect(first.body).toMatchObject({ newProducts: 2, recorded: 2 });
    expect(first.body.skipped).toEqual([
      { index: 2, reason: 'new_product_limit' },
      { index: 3, reason: 'new_product_limit' },
    ]);
    // Another key of the same user: the caps are the user's, not the key's.
    const { body: other } = await spammer.user.call(apiKeysApi.create, { body: { name: 'second' } });
    const second = await capped.client().call(
      observationsApi.record,
      {
        body: {
          observations: batch(3).map((o) => ({
            ...o,
            marketplace: 'US' as const,
            pageKind: 'product' as const,
            observedAt: minutesAgo(1),
          })),
        },
      },
      { authorization: `Bearer ${other.key}` },
    );
    expect(second.body.skipped.map((s: { reason: string }) => s.reason)).toEqual([
      'new_product_limit',
      'daily_limit',
      'daily_limit',
    ]);
    const mine = await capped.deps.database.db
      .select()
      .from(catalogProducts)
      .where(eq(catalogProducts.sourceRef, spammer.user.userId));
    expect(mine).toHaveLength(2);
  });
});
