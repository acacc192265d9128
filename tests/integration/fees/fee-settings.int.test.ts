import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallInput } from '#contracts/define.ts';
import { feesApi } from '#contracts/fees.ts';
import { researchApi } from '#contracts/research.ts';
import { keepaMarketProduct } from '#domain/market-data/keepa-product.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { refreshCatalogMetrics } from '#server/modules/catalog/refresh-catalog-metrics.ts';
import { recordSnapshot } from '#server/modules/catalog/snapshots.ts';
import { upsertProduct } from '#server/modules/catalog/upsert-product.ts';
import { storeMarketProduct } from '#server/modules/market-data/index.ts';
import { newAsin } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext({}, { sampleCatalog: true });
const db = ctx.deps.database.db;
const now = new Date('2026-11-28T12:00:00Z');
/** The seller's fee settings as the settings page saves them. */
type Settings = CallInput<typeof feesApi.saveSettings>['body'];
ctx.deps.now = () => now;

async function listing(o: {
  marketplace: MarketplaceCode;
  priceCents: number;
  category: string[];
  package?: { sidesMm: [number, number, number]; weightG: number };
  title?: string;
}) {
  const asin = newAsin();
  const p = await upsertProduct({
    db,
    marketplace: o.marketplace,
    asin,
    title: o.title ?? `Fee test ${asin}`,
    category: o.category,
    package: o.package ?? null,
    source: o.package ? 'keepa' : 'user',
    observedAt: now,
  });
  await recordSnapshot({
    db,
    productId: p.id,
    observation: { observedAt: now, source: 'user', priceCents: o.priceCents },
  });
  return asin;
}

const search = (
  user: Awaited<ReturnType<typeof ctx.signUp>>,
  marketplace: MarketplaceCode,
  keyword?: string,
) =>
  user.call(researchApi.searchProducts, {
    body: { filters: { marketplace, keyword }, page: { pageSize: 50 } },
  });

describe('fee settings', () => {
  it("gives Scout's defaults until saved, then what was saved", async () => {
    const me = await ctx.signUp();
    const before = await me.call(feesApi.settings);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      vatRegistered: {},
      establishedIn: null,
      costAssumption: { kind: 'percentOfPrice', bp: 2500 },
      saved: false,
    });
    const body: Settings = {
      vatRegistered: { FR: false, DE: true },
      establishedIn: 'US',
      costAssumption: { kind: 'perUnit', minor: 450, currency: 'EUR' },
    };
    const put = await me.call(feesApi.saveSettings, { body });
    expect(put.status).toBe(200);
    expect((await me.call(feesApi.settings)).body).toEqual({ ...body, saved: true });
  });

  it('refuses bad settings with a field error and changes nothing', async () => {
    const me = await ctx.signUp();
    const good: Settings = {
      vatRegistered: {},
      establishedIn: null,
      costAssumption: { kind: 'percentOfPrice', bp: 3000 },
    };
    expect((await me.call(feesApi.saveSettings, { body: good })).status).toBe(200);
    for (const bad of [
      { ...good, costAssumption: { kind: 'percentOfPrice', bp: 9600 } },
      { ...good, costAssumption: { kind: 'percentOfPrice', bp: 25.5 } },
      { ...good, costAssumption: { kind: 'perUnit', minor: -1, currency: 'USD' } },
      { ...good, costAssumption: { kind: 'perUnit', minor: 100, currency: 'XYZ' } },
      { ...good, costAssumption: { kind: 'guess' } },
      { ...good, establishedIn: 'Mars' },
      { ...good, vatRegistered: { FR: 'yes' } },
      { ...good, vatRegistered: { US: true } }, // no VAT in amazon.com prices
    ]) {
      // untyped: each body breaks a rule of the contract
      const res = await me.put('/api/fees/settings', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect((await me.call(feesApi.settings)).body.costAssumption).toEqual({
      kind: 'percentOfPrice',
      bp: 3000,
    });
  });

  it('needs a session', async () => {
    expect((await ctx.client().call(feesApi.settings)).status).toBe(401);
  });
});

describe('every product carries Amazon fees, margin only with a cost', () => {
  it('labels the FBA fee or range of every sample search result with how its size was known', async () => {
    const me = await ctx.signUp();
    for (const marketplace of ['US', 'CA'] as const) {
      const res = await search(me, marketplace);
      expect(res.status).toBe(200);
      expect(res.body.results.length).toBeGreaterThan(10);
      for (const p of res.body.results) {
        if (p.priceCents === null) {
          expect(p.economics).toBeNull();
          continue;
        }
        const f = p.economics?.fees;
        if (!f) throw new Error(`${p.asin} has a price but no fees`);
        expect(['package', 'item', 'typical', 'unknown']).toContain(f.size.basis);
        expect(
          f.fulfilment.kind === 'fee' ? f.fulfilment.totalMinor : f.fulfilment.highMinor,
        ).toBeGreaterThan(0);
        expect(f.amazonFees.lowMinor).toBeGreaterThan(f.referral.feeMinor); // the FBA fee is never left out
        expect(p.economics?.cost).toMatchObject({ basis: 'assumedPercent', bp: 2500 });
      }
    }
  });

  it('shows no margin without a cost: only Amazon fees and what is left', async () => {
    const me = await ctx.signUp();
    await me.call(feesApi.saveSettings, {
      body: {
        vatRegistered: {},
        establishedIn: null,
        costAssumption: { kind: 'none' },
      },
    });
    const res = await search(me, 'US');
    for (const p of res.body.results.filter((r: { economics: unknown }) => r.economics)) {
      expect(p.economics).toMatchObject({ cost: null, profit: null, marginPercent: null });
      expect(p.economics?.fees.leftAfterFees.highMinor).toBeLessThan(Number(p.priceCents));
    }
  });

  it("uses Keepa's package: the exact fee, from its source (the issue's 104 × 55 × 35 mm, 141 g)", async () => {
    const keepa = keepaMarketProduct(
      {
        asin: 'B0FEEKEEPA',
        title: 'Keepa-sized gadget',
        packageLength: 104,
        packageWidth: 55,
        packageHeight: 35,
        packageWeight: 141,
      },
      'US',
    );
    await storeMarketProduct({ db, product: keepa, source: 'keepa', sourceRef: 'product', now });
    const me = await ctx.signUp();
    const product = await me.call(researchApi.product, { params: { marketplace: 'US', asin: 'B0FEEKEEPA' } });
    expect(product.status).toBe(200);
    // No price observed yet: no fees. Once priced at $15, the 2026/27 peak card with its surcharge.
    expect(product.body.product.economics).toBeNull();
    const [row] = (
      await db.execute<{ id: number }>(sql`select id from catalog_products where asin = 'B0FEEKEEPA'`)
    ).rows;
    await recordSnapshot({
      db,
      productId: Number(row.id),
      observation: { observedAt: now, source: 'keepa', priceCents: 1500 },
    });
    const priced = await me.call(researchApi.product, { params: { marketplace: 'US', asin: 'B0FEEKEEPA' } });
    expect(priced.body.product.economics?.fees).toMatchObject({
      size: { basis: 'package', source: 'keepa' },
      // 4.1 × 2.2 × 1.4 in: large standard (thicker than 0.75 in); 141 g = 4.97 oz → 4-8 oz, peak $4.21.
      fulfilment: {
        kind: 'fee',
        sizeTier: 'largeStandard',
        period: 'peak',
        baseMinor: 421,
        totalMinor: 421 + 15,
        lines: [{ kind: 'fuelAndLogistics', bp: 350, amountMinor: 15 }],
        card: { id: 'us-fba-peak-2026' },
      },
    });
  });

  it('gives the typical package of a category once 10 are known, refreshed with the statistics', async () => {
    const category = ['Sports & Outdoors', 'Yoga Blocks'];
    for (let i = 0; i < 10; i++)
      await listing({
        marketplace: 'US',
        priceCents: 1999,
        category,
        package: { sidesMm: [230, 150, 76 + i], weightG: 200 + i * 10 },
      });
    const unknownSize = await listing({
      marketplace: 'US',
      priceCents: 1999,
      category,
      title: 'Yoga block without size',
    });
    const me = await ctx.signUp();
    const before = await me.call(researchApi.product, { params: { marketplace: 'US', asin: unknownSize } });
    expect(before.body.product.economics?.fees.size.basis).toBe('unknown');
    await refreshCatalogMetrics({ db, marketplace: 'US', now });
    const after = await me.call(researchApi.product, { params: { marketplace: 'US', asin: unknownSize } });
    expect(after.body.product.economics?.fees.size).toMatchObject({
      basis: 'typical',
      products: 10,
      categoryName: 'Yoga Blocks',
    });
    expect(after.body.product.economics?.fees.fulfilment).toMatchObject({
      kind: 'fee',
      sizeTier: 'largeStandard',
    });
  });
});

describe('VAT and the digital services fee follow the seller', () => {
  it('a French seller on amazon.fr: fees in euros, VAT out of the revenue, 3 % DSF on referral and FBA', async () => {
    const asin = await listing({
      marketplace: 'FR',
      priceCents: 2400,
      category: ['Cuisine et Maison', 'Kitchen'],
      package: { sidesMm: [200, 150, 20], weightG: 180 },
    });
    const me = await ctx.signUp();
    const fr = (await me.call(researchApi.product, { params: { marketplace: 'FR', asin } })).body.product
      .economics;
    expect(fr?.fees).toMatchObject({
      currency: 'EUR',
      vat: { bp: 2000, registered: true, inPriceMinor: 400, fromSettings: false },
      revenueMinor: 2000,
      dsf: { bp: 300, appliesToFba: true, establishedIn: 'FR' },
      referral: { feeMinor: 360 }, // 15 % of the VAT-inclusive €24.00
    });
    // Not registered, established in the US: the whole price is revenue; the FR store's 3 % (2026-03-20) on selling and FBA fees.
    await me.call(feesApi.saveSettings, {
      body: {
        vatRegistered: { FR: false },
        establishedIn: 'US',
        costAssumption: { kind: 'percentOfPrice', bp: 2500 },
      },
    });
    const mine = (await me.call(researchApi.product, { params: { marketplace: 'FR', asin } })).body.product
      .economics;
    expect(mine?.fees).toMatchObject({
      revenueMinor: 2400,
      vat: { registered: false, fromSettings: true },
      dsf: { establishedIn: 'US', fromSettings: true },
    });
  });
});
