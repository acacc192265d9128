/**
 * POST /api/v1/observations and /api/v1/estimates (the browser extension's server side), with
 * OBSERVATIONS_SHARED off (the default): a user's observations never change another user's view
 * (shared-observations.int.test.ts: with it on).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeysApi } from '#contracts/api-keys.ts';
import type { CallInput } from '#contracts/define.ts';
import { observationReviewApi } from '#contracts/observation-review.ts';
import { observationsApi } from '#contracts/observations.ts';
import { researchV1Api } from '#contracts/research.ts';
import { trackingApi } from '#contracts/tracking.ts';
import type { SalesCurve } from '#domain/estimators/sales-curve.ts';
import { catalogCategories, catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import { extensionUser } from '#tests/helpers/extension-user.ts';
import { createProduct, createUser, givePlan, newAsin } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

async function proUserWithKey() {
  const { user, headers, api } = await extensionUser(ctx);
  return {
    user,
    record: (body: CallInput<typeof observationsApi.record>['body']) =>
      api.call(observationsApi.record, { body }, headers),
    estimate: (body: CallInput<typeof observationsApi.estimate>['body']) =>
      api.call(observationsApi.estimate, { body }, headers),
    search: (keyword: string) => api.call(researchV1Api.searchProducts, { query: { keyword } }, headers),
    // untyped: observations the contract refuses, for the validation checks
    post: (path: string, payload: unknown) => api.post(`/api/v1${path}`, payload, headers),
  };
}

type Observation = CallInput<typeof observationsApi.record>['body']['observations'][number];

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

describe('observations (private)', () => {
  it('adds an unknown product unlisted, keeps its figures to the observer, merges a second look', async () => {
    const a = await proUserWithKey();
    const b = await proUserWithKey();
    const asin = newAsin();
    const seen: Omit<Observation, 'observedAt'> = {
      marketplace: 'US',
      asin,
      pageKind: 'product',
      title: 'Foldable bed frame, full',
      brand: 'Acme',
      currency: 'USD',
      priceCents: 11294,
      rating: 4.8,
      reviewCount: 82602,
      bestSellersRank: 93,
      category: 'Home & Kitchen',
    };
    const first = await a.record({ observations: [{ ...seen, observedAt: at(3) }] });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ received: 1, recorded: 1, merged: 0, newProducts: 1, shared: false });
    const again = await a.record({
      observations: [{ ...seen, priceCents: 10999, observedAt: at(1), title: undefined }],
    });
    expect(again.body).toMatchObject({ recorded: 0, merged: 1, newProducts: 0 });

    const [product] = await db.select().from(catalogProducts).where(eq(catalogProducts.asin, asin));
    expect(product).toMatchObject({
      listed: false,
      source: 'browser',
      priceCents: null,
      bestSellersRank: null,
    });
    const snaps = await db
      .select()
      .from(catalogProductSnapshots)
      .where(eq(catalogProductSnapshots.productId, product.id));
    expect(snaps).toHaveLength(1);
    expect(snaps[0]).toMatchObject({
      source: 'browser',
      sourceRef: a.user.userId,
      privateTo: a.user.userId,
      priceCents: 10999,
      bestSellersRank: 93,
    });

    // The observer's estimates use them; another user's do not, and research does not list the product.
    const mine = await a.estimate({ marketplace: 'US', items: [{ asin }] });
    expect(mine.body.items[0].inputs.price).toMatchObject({ value: 10999, source: 'browser' });
    const theirs = await b.estimate({ marketplace: 'US', items: [{ asin }] });
    expect(theirs.body.items[0].inputs.price).toBeNull();
    expect(theirs.body.items[0].units).toEqual({ method: 'unknown' });
    const search = await b.search('foldable bed frame');
    expect(search.status).toBe(200);
    expect(search.body.results.map((r: { asin: string }) => r.asin)).not.toContain(asin);

    // Tracking shows the observer their own observation, the other user none.
    const trackedA = await a.user.call(trackingApi.add, { body: { asin } });
    expect(trackedA.status).toBe(201);
    expect(trackedA.body.item).toMatchObject({ priceCents: 10999, bestSellersRank: 93 });
    const trackedB = await b.user.call(trackingApi.add, { body: { asin } });
    expect(trackedB.body.item).toMatchObject({ priceCents: null, bestSellersRank: null });
    const historyB = await b.user.call(trackingApi.history, { params: { id: trackedB.body.item.id } });
    expect(historyB.body.points).toEqual([]);
    const historyA = await a.user.call(trackingApi.history, { params: { id: trackedA.body.item.id } });
    expect(historyA.body.points).toHaveLength(1);
  });

  it('stores search positions of tracked products as keyword ranks, visible to the observer only', async () => {
    const a = await proUserWithKey();
    const b = await proUserWithKey();
    const product = await createProduct(db, { priceCents: 4599 });
    const tracked = await a.user.call(trackingApi.add, { body: { asin: product.asin } });
    const trackedB = await b.user.call(trackingApi.add, { body: { asin: product.asin } });
    const base: Omit<Observation, 'observedAt'> = {
      marketplace: 'US',
      asin: product.asin,
      pageKind: 'search',
      keyword: 'Red Basketball Shoes',
      searchPage: 1,
    };
    const sent = await a.record({
      observations: [
        { ...base, observedAt: at(60 * 24), organicPosition: 7, priceCents: 4599 },
        { ...base, observedAt: at(30), organicPosition: 4 },
        { ...base, observedAt: at(29), sponsored: true, sponsoredPosition: 2 },
      ],
    });
    expect(sent.body.keywordRanks).toBe(3);
    const ranks = await a.user.call(trackingApi.keywordRanks, { params: { id: tracked.body.item.id } });
    expect(ranks.body.keywords).toEqual([
      {
        keyword: 'red basketball shoes',
        points: [
          expect.objectContaining({ page: 1, organicPosition: 7, sponsoredPosition: null }),
          expect.objectContaining({ page: 1, organicPosition: 4, sponsoredPosition: 2 }),
        ],
      },
    ]);
    const other = await b.user.call(trackingApi.keywordRanks, { params: { id: trackedB.body.item.id } });
    expect(other.body.keywords).toEqual([]);
    // A product nobody tracks gets no keyword rank.
    const untracked = await createProduct(db);
    const none = await a.record({
      observations: [
        { ...base, asin: untracked.asin, observedAt: at(1), organicPosition: 1, priceCents: 999 },
      ],
    });
    expect(none.body).toMatchObject({ keywordRanks: 0, recorded: 1 });
  });

  it('validates strictly: ASIN, marketplace, currency, bounds, batch size; skips unknown and stale items', async () => {
    const a = await proUserWithKey();
    const ok: Observation = {
      marketplace: 'DE',
      asin: newAsin(),
      observedAt: at(1),
      pageKind: 'search',
      priceCents: 1290,
    };
    const refuse = async (observation: unknown) => {
      const res = await a.post('/observations', { observations: [observation] });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      return res.body.error.params.field;
    };
    expect(await refuse({ ...ok, asin: 'B0-NOPE' })).toBe('observations.0.asin');
    expect(await refuse({ ...ok, marketplace: 'BR' })).toBe('observations.0.marketplace');
    expect(await refuse({ ...ok, currency: 'USD' })).toBe('observations.0.currency');
    expect(await refuse({ ...ok, priceCents: -5 })).toBe('observations.0.priceCents');
    expect(await refuse({ ...ok, rating: 7 })).toBe('observations.0.rating');
    const tooMany = await a.post('/observations', { observations: Array.from({ length: 201 }, () => ok) });
    expect(tooMany.status).toBe(400);

    const skipped = await a.record({
      observations: [ok, { ...ok, title: 'Katzenfutter', observedAt: at(60 * 24 * 8) }],
    });
    expect(skipped.body.skipped).toEqual([
      { index: 0, reason: 'unknown_product' },
      { index: 1, reason: 'too_old' },
    ]);
  });
});

describe('estimates', () => {
  it('gives units, revenue, fees and margin from the page, with each input’s source and date', async () => {
    const a = await proUserWithKey();
    const known = await createProduct(db, { priceCents: 2999, bestSellersRank: 1500 });
    const res = await a.estimate({
      marketplace: 'US',
      history: false,
      items: [
        {
          asin: newAsin(),
          priceCents: 11294,
          bestSellersRank: 93,
          category: 'Home & Kitchen',
          dimensions: { of: 'package', sidesIn: [6.5, 4.1, 2.6], weightOz: 4.2 },
        },
        { asin: known.asin },
        { asin: newAsin(), boughtPastMonth: 1000, priceCents: 2600 },
        {
          asin: newAsin(),
          priceCents: 11294,
          dimensions: { of: 'product', sidesIn: [75, 54, 14], weightOz: 662.4 },
        },
      ],
    });
    expect(res.status).toBe(200);
    const [page, catalog, badge, productSized] = res.body.items;
    // A product's own dimensions are not its box: the fee is "from the item's size" with Scout's
    // packaging allowance, labelled so and low confidence.
    expect(productSized.economics?.fees).toMatchObject({
      size: { basis: 'item', source: 'page' },
      fulfilment: { kind: 'fee', sizeTier: 'extraLarge', confidence: 'low' },
    });
    // No calibrated curve for the page's department yet: no units from the rank, said so.
    expect(page).toMatchObject({
      productId: null,
      inputs: { price: { value: 11294, source: 'page' }, bestSellersRank: { value: 93, source: 'page' } },
      units: { method: 'no_curve', rank: 93 },
      revenue: null,
      economics: {
        fees: {
          referral: { category: 'homeKitchen', feeMinor: Math.round(11294 * 0.15) },
          size: { basis: 'package', source: 'page' },
          fulfilment: { kind: 'fee', sizeTier: 'largeStandard' },
        },
        cost: { basis: 'assumedPercent', bp: 2500 },
      },
    });
    const fees = page.economics?.fees;
    const fulfilment = fees?.fulfilment;
    // (matched above: the page's product has its fees, with an FBA fee)
    if (!fees || fulfilment?.kind !== 'fee') throw new Error('no FBA fee for the page');
    expect(fees.amazonFees.lowMinor).toBe(fees.referral.feeMinor + fulfilment.totalMinor);
    expect(page.economics?.profit?.lowMinor).toBe(
      11294 - fees.amazonFees.lowMinor - Math.round(11294 * 0.25),
    );
    // The catalog's product without a package: the "size unknown" range, never no FBA fee.
    expect(catalog.economics?.fees.fulfilment.kind).toBe('range');
    expect(catalog).toMatchObject({
      productId: known.id,
      inputs: {
        price: { value: 2999, source: 'csv_import' },
        bestSellersRank: { value: 1500, source: 'csv_import' },
      },
    });
    expect(badge).toMatchObject({
      units: { method: 'badge', lowerBound: 1000 },
      revenue: { kind: 'at_least', cents: 2_600_000 },
    });

    // Once the department has a calibrated curve, the page's rank is read on that curve.
    const curve: SalesCurve = {
      a: 12,
      b: 0.9,
      fittedAt: new Date().toISOString(),
      pairs: 120,
      products: 60,
      rankMin: 10,
      rankMax: 90_000,
      error: { heldOutPairs: 120, medianApe: 30, p80Ape: 60, ratioP10: 0.6, ratioP90: 1.5 },
    };
    await db
      .insert(catalogCategories)
      .values({ marketplace: 'US', name: 'Home & Kitchen', path: 'Home & Kitchen', salesCurve: curve })
      .onConflictDoUpdate({
        target: [catalogCategories.marketplace, catalogCategories.path],
        set: { salesCurve: curve },
      });
    const calibrated = await a.estimate({
      marketplace: 'US',
      history: false,
      items: [{ asin: newAsin(), priceCents: 11294, bestSellersRank: 93, category: 'home & kitchen ' }],
    });
    expect(calibrated.body.items[0]).toMatchObject({
      units: { method: 'bsr', rank: 93, units: Math.round(Math.exp(12 - 0.9 * Math.log(93))) },
      revenue: { kind: 'about' },
    });

    const history = await a.estimate({
      marketplace: 'US',
      history: true,
      items: [{ asin: known.asin }],
    });
    expect(history.body.items[0].history?.points).toEqual([
      expect.objectContaining({ source: 'csv_import', priceCents: 2999, bestSellersRank: 1500 }),
    ]);
  });
});

describe('a "no badge" reading from the catalog', () => {
  it('counts while recent, and is no evidence of this month once older than 30 days', async () => {
    const a = await proUserWithKey();
    const day = 86_400_000;
    const recent = await createProduct(db, {
      boughtLastMonth: 0,
      observedAt: new Date(Date.now() - 2 * day),
    });
    const old = await createProduct(db, { boughtLastMonth: 0, observedAt: new Date(Date.now() - 400 * day) });
    const oldBadge = await createProduct(db, {
      boughtLastMonth: 300,
      observedAt: new Date(Date.now() - 400 * day),
    });
    const res = await a.estimate({
      marketplace: 'US',
      history: false,
      items: [
        { asin: recent.asin },
        { asin: old.asin },
        { asin: oldBadge.asin },
        { asin: old.asin, boughtPastMonth: 0 },
      ],
    });
    expect(res.status).toBe(200);
    const [r, o, b, page] = res.body.items;
    expect(r).toMatchObject({
      inputs: { boughtPastMonth: { value: 0, source: 'csv_import' } },
      units: { method: 'no_badge' },
    });
    // A best-seller page shows no badges: the 400-day-old absence must not read as "< 50" now.
    expect(o.inputs.boughtPastMonth).toBeNull();
    expect(o.units.method).not.toBe('no_badge');
    // A badge stays, with its date (it was a lower bound of a real month).
    expect(b).toMatchObject({
      inputs: { boughtPastMonth: { value: 300, source: 'csv_import' } },
      units: { method: 'badge' },
    });
    // The page's own reading of "no badge" is today's.
    expect(page).toMatchObject({
      inputs: { boughtPastMonth: { value: 0, source: 'page' } },
      units: { method: 'no_badge' },
    });
  });
});

describe('observations (OBSERVATIONS_SHARED=true)', async () => {
  const shared = await createTestContext({ OBSERVATIONS_SHARED: 'true' });
  const sdb = shared.deps.database.db;

  // An observer the operator trusts (shared-observations.int.test.ts: everyone else's must agree first).
  it("a trusted observer's change everyone's view: the product is listed and follows its newest observation", async () => {
    const user = await shared.signUp();
    await givePlan(sdb, user.userId, 'pro');
    const admin = await createUser(shared, { admin: true });
    await admin.call(observationReviewApi.trust, {
      params: { userId: user.userId },
      body: { trusted: true },
    });
    const { body } = await user.call(apiKeysApi.create, { body: { name: 'extension' } });
    const asin = newAsin();
    const res = await shared.client().call(
      observationsApi.record,
      {
        body: {
          observations: [
            {
              marketplace: 'US',
              asin,
              pageKind: 'product',
              observedAt: at(1),
              title: 'Shared thing',
              priceCents: 1999,
              bestSellersRank: 4000,
            },
          ],
        },
      },
      { authorization: `Bearer ${body.key}` },
    );
    expect(res.body).toMatchObject({ shared: true, recorded: 1, newProducts: 1 });
    const [product] = await sdb.select().from(catalogProducts).where(eq(catalogProducts.asin, asin));
    expect(product).toMatchObject({
      listed: true,
      priceCents: 1999,
      bestSellersRank: 4000,
      source: 'browser',
    });
    const [snap] = await sdb
      .select()
      .from(catalogProductSnapshots)
      .where(
        and(eq(catalogProductSnapshots.productId, product.id), eq(catalogProductSnapshots.source, 'browser')),
      );
    expect(snap).toMatchObject({ privateTo: null, sourceRef: user.userId });
    const search = await shared.client().call(
      researchV1Api.searchProducts,
      { query: { keyword: 'shared thing' } },
      {
        authorization: `Bearer ${body.key}`,
      },
    );
    expect(search.body.results.map((r: { asin: string }) => r.asin)).toContain(asin);
  });
});
