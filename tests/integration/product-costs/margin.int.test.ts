import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsApi } from '#contracts/analytics.ts';
import { dashboardApi } from '#contracts/dashboard.ts';
import { productCostsApi } from '#contracts/product-costs.ts';
import { catalogCategories, catalogProducts, productCosts } from '#server/db/schema/index.ts';
import { createProductRow, createUser, givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const report = fs.readFileSync(new URL('../../fixtures/business-report-child-item-us.csv', import.meta.url));

// The sample report's period lies in this calendar month (for the dashboard) and in the last 90
// complete days, which end yesterday: a fixed mid-month day keeps both true on every date.
ctx.deps.now = () => new Date('2026-03-15T12:00:00Z');
const firstOfMonth = '2026-03-01';
const yesterday = '2026-03-14';

async function eliteSeller() {
  const me = await createUser(ctx, { plan: 'elite' });
  const form = new FormData();
  form.set('kind', 'business_report');
  form.set('marketplace', 'US');
  form.set('periodStart', firstOfMonth);
  form.set('periodEnd', yesterday);
  form.set('file', new Blob([new Uint8Array(report)]), 'BusinessReport.csv');
  expect((await me.request('POST', '/api/seller-data/imports', { raw: form })).status).toBe(201);
  return me;
}

const bottle = 'B0C7K3M9QX'; // 312 units, $7,796.88
const lids = 'B0D1F5HV2K'; // 401 units, $5,409.49

const savedCosts = (userId: string) =>
  db
    .select({
      asin: productCosts.asin,
      unit: productCosts.unitCostMinor,
      fees: productCosts.feesPerUnitMinor,
    })
    .from(productCosts)
    .where(eq(productCosts.userId, userId))
    .orderBy(productCosts.asin);

describe('product costs and margins', () => {
  it('lists the products of the sales data, with a labelled fee estimate where the catalog knows them', async () => {
    const me = await eliteSeller();
    const [category] = await db
      .insert(catalogCategories)
      .values({ marketplace: 'US', name: 'Kitchen & Dining', path: 'Home & Kitchen › Kitchen & Dining' })
      .onConflictDoUpdate({
        target: [catalogCategories.marketplace, catalogCategories.path],
        set: { depth: 1 },
      })
      .returning();
    await db
      .delete(catalogProducts)
      .where(and(eq(catalogProducts.marketplace, 'US'), eq(catalogProducts.asin, 'B0BZ8Y6TQL')));
    await createProductRow(db, {
      asin: 'B0BZ8Y6TQL',
      title: 'Bamboo Cutting Board Set of 3',
      categoryId: category?.id,
      priceCents: 3_499,
      source: 'csv_import',
    });

    const res = await me.call(productCostsApi.list);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ marketplace: 'US', marketplaces: ['US'], currency: 'USD' });
    expect(res.body.products).toHaveLength(8);
    expect(res.body.products[0]).toMatchObject({
      asin: bottle,
      sku: 'WB-32-BLK',
      units: 312,
      revenueMinor: 779_688,
      averageSellingPriceMinor: 2_499, // 7,796.88 / 312
      costs: null,
    });
    const board = res.body.products.find((p: { asin: string }) => p.asin === 'B0BZ8Y6TQL');
    // Referral: 15 % (Kitchen & Dining) of the seller's own average price $32.95 (3,163.20 / 96), not
    // of the catalog's $34.99. FBA: no package known, so the "size unknown" range (small standard to
    // large standard 3 lb, 2026 card, $10-$50: $3.32 to $6.67); "Use" takes its upper end, and says so.
    expect(board?.estimate).toMatchObject({
      feesPerUnitMinor: 494 + 667,
      fromRange: true,
      priceSource: 'sales',
      fees: {
        priceMinor: 3_295,
        referral: { feeMinor: 494, category: 'kitchen' },
        fulfilment: { kind: 'range', lowMinor: 332, highMinor: 667 },
        size: { basis: 'unknown', from: 'default' },
      },
    });
    expect(board?.size).toMatchObject({ basis: 'unknown' });
    expect(res.body.products[0].estimate).toEqual({ missing: 'category' });

    // With its package known (Keepa's package fields), the FBA fee is exact and says where it comes from.
    await db
      .update(catalogProducts)
      .set({
        packageLengthMm: 380,
        packageWidthMm: 250,
        packageHeightMm: 25,
        packageWeightG: 900,
        packageSource: 'keepa',
      })
      .where(eq(catalogProducts.asin, 'B0BZ8Y6TQL'));
    const again = await me.call(productCostsApi.list);
    const exact = again.body.products.find((p: { asin: string }) => p.asin === 'B0BZ8Y6TQL');
    // 38 × 25 × 2.5 cm, 900 g: large standard (longest over 15 in), 2 lb band at $10-$50: $5.82.
    expect(exact?.estimate).toMatchObject({
      fromRange: false,
      feesPerUnitMinor: 494 + 582,
      fees: {
        fulfilment: { kind: 'fee', sizeTier: 'largeStandard', baseMinor: 582 },
        size: { basis: 'package', source: 'keepa' },
      },
    });
  });

  it('computes the analytics margin, per-product margins and the dashboard average from saved costs', async () => {
    const me = await eliteSeller();
    const before = await me.call(analyticsApi.get, { query: { period: '90d' } });
    expect(before.body.margin).toMatchObject({ value: null, reason: 'costs_unknown' });
    expect((await me.call(dashboardApi.stats)).body.averageMargin).toBeNull();

    const saved = await me.call(productCostsApi.save, {
      params: { marketplace: 'US', asin: bottle.toLowerCase() },
      body: {
        unitCostMinor: 650,
        feesPerUnitMinor: 375,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.cost).toMatchObject({
      asin: bottle,
      currency: 'USD',
      unitCostMinor: 650,
      feesPerUnitMinor: 375,
    });
    expect(
      (
        await me.call(productCostsApi.save, {
          params: { marketplace: 'US', asin: lids },
          body: { unitCostMinor: 300, feesPerUnitMinor: 420 },
        })
      ).status,
    ).toBe(200);

    // (7,796.88 + 5,409.49 − 312 × 10.25 − 401 × 7.20) / (7,796.88 + 5,409.49) = 7,121.17 / 13,206.37
    const analytics = await me.call(analyticsApi.get, { query: { period: '90d' } });
    expect(analytics.body.margin).toEqual({
      value: 53.9,
      reason: null,
      revenueMinor: 1_320_637,
      costsMinor: 608_520,
      profitMinor: 712_117,
      coverage: {
        products: 8,
        productsWithCosts: 2,
        totalRevenueMinor: 2_605_652,
        revenueSharePercent: 50.7,
      },
    });
    const margins = Object.fromEntries(
      analytics.body.products.map((p: { asin: string; marginPercent: number | null }) => [
        p.asin,
        p.marginPercent,
      ]),
    );
    expect(margins).toMatchObject({ [bottle]: 59, [lids]: 46.6, B0BZ8Y6TQL: null });
    expect((await me.call(dashboardApi.stats)).body.averageMargin).toBe(53.9);

    // Replacing costs replaces them; deleting one leaves the other.
    expect(
      (
        await me.call(productCostsApi.save, {
          params: { marketplace: 'US', asin: lids },
          body: { unitCostMinor: 0, feesPerUnitMinor: 0 },
        })
      ).status,
    ).toBe(200);
    expect(
      (await me.call(productCostsApi.remove, { params: { marketplace: 'US', asin: bottle } })).status,
    ).toBe(204);
    expect((await me.call(analyticsApi.get, { query: { period: '90d' } })).body.margin).toMatchObject({
      value: 100,
      reason: null,
    });
    expect(
      (await me.call(productCostsApi.remove, { params: { marketplace: 'US', asin: bottle } })).status,
    ).toBe(404);
    expect(await savedCosts(me.userId)).toEqual([{ asin: lids, unit: 0, fees: 0 }]);
  });

  it("refuses bad input and another seller's products, changing nothing", async () => {
    const me = await eliteSeller();
    await me.call(productCostsApi.save, {
      params: { marketplace: 'US', asin: bottle },
      body: { unitCostMinor: 650, feesPerUnitMinor: 375 },
    });
    const refusals: [string, unknown, number, string][] = [
      [
        `/api/product-costs/US/${bottle}`,
        { unitCostMinor: -1, feesPerUnitMinor: 375 },
        400,
        'validation_failed',
      ],
      [
        `/api/product-costs/US/${bottle}`,
        { unitCostMinor: 6.5, feesPerUnitMinor: 375 },
        400,
        'validation_failed',
      ],
      [`/api/product-costs/US/${bottle}`, { unitCostMinor: 650 }, 400, 'validation_failed'],
      [
        `/api/product-costs/US/${bottle}`,
        { unitCostMinor: 2_000_000_000, feesPerUnitMinor: 0 },
        400,
        'validation_failed',
      ],
      [
        `/api/product-costs/US/not-an-asin`,
        { unitCostMinor: 1, feesPerUnitMinor: 1 },
        400,
        'validation_failed',
      ],
      [
        `/api/product-costs/XX/${bottle}`,
        { unitCostMinor: 1, feesPerUnitMinor: 1 },
        400,
        'validation_failed',
      ],
      [
        `/api/product-costs/DE/${bottle}`,
        { unitCostMinor: 1, feesPerUnitMinor: 1 },
        404,
        'product_not_in_seller_data',
      ],
      [
        `/api/product-costs/US/B000000000`,
        { unitCostMinor: 1, feesPerUnitMinor: 1 },
        404,
        'product_not_in_seller_data',
      ],
    ];
    for (const [path, body, status, code] of refusals) {
      const res = await me.put(path, body);
      expect({ path, status: res.status, code: res.body.error?.code }).toEqual({ path, status, code });
    }
    expect(await savedCosts(me.userId)).toEqual([{ asin: bottle, unit: 650, fees: 375 }]);

    // Another elite seller sees none of it and can change none of it.
    const other = await createUser(ctx, { plan: 'elite' });
    expect((await other.call(productCostsApi.list)).body).toMatchObject({ marketplace: null, products: [] });
    const put = await other.call(productCostsApi.save, {
      params: { marketplace: 'US', asin: bottle },
      body: { unitCostMinor: 1, feesPerUnitMinor: 1 },
    });
    expect(put.status).toBe(404);
    expect(put.error).toEqual({ code: 'product_not_in_seller_data', params: { asin: bottle } });
    expect(
      (await other.call(productCostsApi.remove, { params: { marketplace: 'US', asin: bottle } })).status,
    ).toBe(404);
    expect(await savedCosts(me.userId)).toEqual([{ asin: bottle, unit: 650, fees: 375 }]);
    expect(await savedCosts(other.userId)).toEqual([]);
    expect((await other.call(dashboardApi.stats)).body.averageMargin).toBeNull();

    // Below elite: the costs are refused, the dashboard statistic still reads saved costs.
    await givePlan(db, me.userId, 'pro');
    expect((await me.call(productCostsApi.list)).status).toBe(403);
    expect(
      (
        await me.call(productCostsApi.save, {
          params: { marketplace: 'US', asin: bottle },
          body: { unitCostMinor: 1, feesPerUnitMinor: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await me.call(dashboardApi.stats)).body.averageMargin).toBe(59);
  });
});
