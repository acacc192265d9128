/**
 * What a product page shows, sent with the extension's requests: the item's size stored with the
 * observation (private to the observer unless shared), and Track / Price alert carrying the page's
 * reading so that a product Scout did not know is added and acted on at once; "Analyze in Scout"
 * then shows what the observer's page showed.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertsV1Api } from '#contracts/alerts.ts';
import type { CallInput } from '#contracts/define.ts';
import { observationsApi } from '#contracts/observations.ts';
import { researchApi } from '#contracts/research.ts';
import { trackingApi, trackingV1Api } from '#contracts/tracking.ts';
import { catalogProducts, trustedObservers } from '#server/db/schema/index.ts';
import { findProductSizes } from '#server/modules/catalog/index.ts';
import { extensionUser } from '#tests/helpers/extension-user.ts';
import { newAsin } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

async function proUserWithKey(context = ctx) {
  const { user, headers, api } = await extensionUser(context);
  return {
    user,
    record: (body: CallInput<typeof observationsApi.record>['body']) =>
      api.call(observationsApi.record, { body }, headers),
    track: (body: CallInput<typeof trackingV1Api.add>['body']) =>
      api.call(trackingV1Api.add, { body }, headers),
    priceAlert: (body: CallInput<typeof alertsV1Api.createPrice>['body']) =>
      api.call(alertsV1Api.createPrice, { body }, headers),
    // untyped: sizes the contract refuses, for the validation checks
    post: (path: string, payload: unknown) => api.post(`/api/v1${path}`, payload, headers),
  };
}

type Observation = CallInput<typeof observationsApi.record>['body']['observations'][number];
type Size = NonNullable<Observation['sizes']>[number];

const productPage = (asin: string, extra: Partial<Observation> = {}): Observation => ({
  marketplace: 'US',
  asin,
  observedAt: new Date(Date.now() - 60_000).toISOString(),
  pageKind: 'product',
  title: 'ZIHNIC Bluetooth Headphones Over-Ear, Foldable',
  brand: 'ZIHNIC',
  currency: 'USD',
  priceCents: 1961,
  rating: 4.4,
  reviewCount: 87349,
  bestSellersRank: 1203,
  category: 'Electronics',
  ...extra,
});
const itemSize: Size = {
  kind: 'item',
  lengthCm: 18.29,
  widthCm: 17.53,
  heightCm: 5.33,
  weightG: 249.5,
  label: 'Product Dimensions',
};
const productId = async (asin: string) =>
  (await db.select().from(catalogProducts).where(eq(catalogProducts.asin, asin)))[0]?.id;

describe('sizes read on product pages', () => {
  it('stores the item and package sizes in cm and g with their label, private to the observer', async () => {
    const a = await proUserWithKey();
    const b = await proUserWithKey();
    const asin = newAsin();
    const packageSize: Size = {
      kind: 'package',
      lengthCm: 20.3,
      widthCm: 18.5,
      heightCm: 7.6,
      label: 'Package Dimensions',
    };
    const res = await a.record({
      observations: [productPage(asin, { sizes: [itemSize, packageSize] })],
    });
    expect(res.body).toMatchObject({ recorded: 1, newProducts: 1, sizes: 2 });
    const id = await productId(asin);
    const mine = (await findProductSizes({ db, productIds: [id], viewerId: a.user.userId })).get(id);
    expect(mine).toEqual([
      expect.objectContaining({ ...itemSize, source: 'browser', private: true }),
      expect.objectContaining({ ...packageSize, weightG: null, private: true }),
    ]);
    expect(
      (await findProductSizes({ db, productIds: [id], viewerId: b.user.userId })).get(id),
    ).toBeUndefined();
    expect((await findProductSizes({ db, productIds: [id], viewerId: null })).get(id)).toBeUndefined();

    // A newer reading replaces the older one of its kind; an older one changes nothing.
    const later = { ...itemSize, weightG: 251 };
    await a.record({
      observations: [productPage(asin, { sizes: [later], observedAt: new Date().toISOString() })],
    });
    await a.record({
      observations: [
        productPage(asin, {
          sizes: [{ ...itemSize, weightG: 1 }],
          observedAt: new Date(Date.now() - 3_600_000).toISOString(),
        }),
      ],
    });
    const [item] = (await findProductSizes({ db, productIds: [id], viewerId: a.user.userId })).get(id) ?? [];
    expect(item).toMatchObject({ kind: 'item', weightG: 251 });
  });

  it('refuses sizes out of bounds or two of one kind, and changes nothing', async () => {
    const a = await proUserWithKey();
    const asin = newAsin();
    for (const sizes of [
      [{ ...itemSize, lengthCm: 0 }],
      [{ ...itemSize, widthCm: 501 }],
      [{ ...itemSize, weightG: -1 }],
      [itemSize, itemSize],
      [{ ...itemSize, kind: 'box' }],
      [{ ...itemSize, label: '' }],
    ]) {
      const res = await a.post('/observations', { observations: [{ ...productPage(asin), sizes }] });
      expect(res.status, JSON.stringify(sizes)).toBe(400);
    }
    expect(await productId(asin)).toBeUndefined();
  });

  it('with OBSERVATIONS_SHARED on, are shared from a trusted observer only (a size is checked against nothing)', async () => {
    const shared = await createTestContext({ OBSERVATIONS_SHARED: 'true' });
    const sharedDb = shared.deps.database.db;
    const sizesOf = async (asin: string) => {
      const [row] = await sharedDb.select().from(catalogProducts).where(eq(catalogProducts.asin, asin));
      return (await findProductSizes({ db: sharedDb, productIds: [row.id], viewerId: null })).get(row.id);
    };
    const someone = await proUserWithKey(shared);
    const first = newAsin();
    await someone.record({ observations: [productPage(first, { sizes: [itemSize] })] });
    expect(await sizesOf(first)).toBeUndefined();

    const trusted = await proUserWithKey(shared);
    await sharedDb.insert(trustedObservers).values({ userId: trusted.user.userId });
    const second = newAsin();
    await trusted.record({ observations: [productPage(second, { sizes: [itemSize] })] });
    expect(await sizesOf(second)).toEqual([expect.objectContaining({ kind: 'item', private: false })]);
  });
});

describe('Track, Price alert and Analyze with the page reading', () => {
  it('tracks a product Scout did not know, at once, when the request carries its page reading', async () => {
    const a = await proUserWithKey();
    const asin = newAsin();
    // Without the reading: nobody knows the ASIN.
    const unknown = await a.track({ marketplace: 'US', asin });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('asin_not_found');

    const res = await a.track({
      marketplace: 'US',
      asin,
      observation: productPage(asin, { sizes: [itemSize] }),
    });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ asin, title: 'ZIHNIC Bluetooth Headphones Over-Ear, Foldable' });
    // The tracking list shows the price the page showed, from the observer's own reading.
    const list = await a.user.call(trackingApi.list);
    expect(list.body.items.find((i: { asin: string }) => i.asin === asin)).toMatchObject({
      priceCents: 1961,
    });

    // "Analyze in Scout": the product as that page showed it, not an empty product.
    const detail = await a.user.call(researchApi.product, { params: { marketplace: 'US', asin } });
    expect(detail.status).toBe(200);
    expect(detail.body.product).toMatchObject({
      priceCents: 1961,
      rating: 4.4,
      reviewCount: 87349,
      bestSellersRank: 1203,
      source: 'browser',
    });
    expect(detail.body.history).toEqual([expect.objectContaining({ priceCents: 1961, source: 'browser' })]);
  });

  it('creates a price alert on a product just read, and refuses a reading of another product', async () => {
    const a = await proUserWithKey();
    const asin = newAsin();
    const res = await a.priceAlert({
      marketplace: 'US',
      asin,
      targetPriceCents: 1800,
      observation: productPage(asin),
    });
    expect(res.status).toBe(201);
    expect(res.body.alert).toMatchObject({ asin, targetPriceCents: 1800 });

    const other = newAsin();
    const mismatch = await a.track({
      marketplace: 'US',
      asin: other,
      observation: productPage(asin),
    });
    expect(mismatch.status).toBe(400);
    const wrongMarket = await a.priceAlert({
      marketplace: 'DE',
      asin,
      targetPriceCents: 1800,
      observation: productPage(asin),
    });
    expect(wrongMarket.status).toBe(400);
    expect(await productId(other)).toBeUndefined();
  });

  it('keeps another user’s view as it was: the product stays empty for them', async () => {
    const a = await proUserWithKey();
    const b = await proUserWithKey();
    const asin = newAsin();
    await a.track({ marketplace: 'US', asin, observation: productPage(asin) });
    const theirs = await b.user.call(researchApi.product, { params: { marketplace: 'US', asin } });
    expect(theirs.body.product).toMatchObject({ priceCents: null, rating: null });
    expect(theirs.body.history).toEqual([]);
  });
});
