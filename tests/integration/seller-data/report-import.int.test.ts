import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsApi } from '#contracts/analytics.ts';
import { dashboardApi } from '#contracts/dashboard.ts';
import { sellerDataApi } from '#contracts/seller-data.ts';
import { sellerAccountTraffic, sellerAsinTraffic } from '#server/db/schema/index.ts';
import { getUnitsSoldHistory } from '#server/modules/seller-data/get-units-sold.ts';
import { createUser } from '#tests/helpers/factories/index.ts';
import { createTestContext, type TestClient } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const fixture = (name: string) => fs.readFileSync(new URL(`../../fixtures/${name}`, import.meta.url));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function upload(
  client: TestClient,
  o: {
    kind: string;
    marketplace: string;
    file: Buffer | string;
    name?: string;
    start?: string;
    end?: string;
  },
) {
  const form = new FormData();
  form.set('kind', o.kind);
  form.set('marketplace', o.marketplace);
  if (o.start) form.set('periodStart', o.start);
  if (o.end) form.set('periodEnd', o.end);
  form.set(
    'file',
    new Blob([typeof o.file === 'string' ? o.file : new Uint8Array(o.file)]),
    o.name ?? 'report.csv',
  );
  return client.request('POST', '/api/seller-data/imports', { raw: form });
}

describe('Business Report upload (by child item)', () => {
  it('stores the products for the period, feeds analytics, the sales history and the dashboard', async () => {
    const me = await createUser(ctx, { plan: 'elite' });
    const res = await upload(me, {
      kind: 'business_report',
      marketplace: 'US',
      file: fixture('business-report-child-item-us.csv'),
      name: 'BusinessReport-child.csv',
      start: day(-7),
      end: day(-1),
    });
    expect(res.status).toBe(201);
    expect(res.body.import).toMatchObject({ kind: 'business_report_asin', marketplace: 'US', rowCount: 8 });

    const analytics = await me.call(analyticsApi.get, { query: { period: '7d' } });
    expect(analytics.status).toBe(200);
    expect(analytics.body).toMatchObject({
      // "Last 7 days" are the 7 complete days ending yesterday: today has no sales data yet.
      period: { key: '7d', start: day(-7), end: day(-1), days: 7 },
      hasData: true,
      marketplace: 'US',
      currency: 'USD',
      totalsSource: 'products',
      margin: { value: null, reason: 'costs_unknown' },
    });
    const rows = await db.select().from(sellerAsinTraffic).where(eq(sellerAsinTraffic.userId, me.userId));
    const units = rows.reduce((s, r) => s + r.unitsOrdered, 0);
    const revenue = rows.reduce((s, r) => s + r.orderedSalesMinor, 0);
    const sessions = rows.reduce((s, r) => s + r.sessions, 0);
    expect(analytics.body.totals).toMatchObject({ units, revenueMinor: revenue, sessions });
    expect(analytics.body.totals?.conversionRate).toBeCloseTo((units / sessions) * 100, 2);
    expect(analytics.body.products[0]).toMatchObject({
      asin: 'B0C7K3M9QX',
      units: 312,
      revenueMinor: 779688,
    }); // first by revenue
    expect(analytics.body.traffic).toMatchObject({
      sessionsMobile: expect.any(Number),
      pageViewsBrowser: expect.any(Number),
    });
    // 30 days still contains the week; the period is outside "nothing" but inside 30d.
    expect((await me.call(analyticsApi.get, { query: { period: '30d' } })).body.totals?.units).toBe(units);

    const history = await getUnitsSoldHistory({
      db,
      userId: me.userId,
      asin: 'b0c7k3m9qx',
      from: day(-30),
      to: day(0),
    });
    expect(history).toMatchObject({ totalUnits: 312, daysCovered: 7, daily: [] });
    expect(history.averageDailyUnits).toBeCloseTo(312 / 7);

    const stats = await me.call(dashboardApi.stats);
    const sameMonth = day(-7).slice(0, 7) === day(0).slice(0, 7);
    expect(stats.body.salesThisMonth).toBe(sameMonth ? units : 0);
    expect(stats.body.averageMargin).toBeNull();
  });

  it('needs the period, refuses an overlapping one, and replaces the same one', async () => {
    const me = await ctx.signUp();
    const file = fixture('business-report-child-item-us.csv');
    const noPeriod = await upload(me, { kind: 'business_report', marketplace: 'US', file });
    expect(noPeriod.status).toBe(400);
    expect(noPeriod.body.error.code).toBe('seller_report_period_required');
    const future = await upload(me, {
      kind: 'business_report',
      marketplace: 'US',
      file,
      start: day(0),
      end: day(3),
    });
    expect(future.body.error.code).toBe('seller_report_period_invalid');

    expect(
      (await upload(me, { kind: 'business_report', marketplace: 'US', file, start: day(-10), end: day(-4) }))
        .status,
    ).toBe(201);
    const overlap = await upload(me, {
      kind: 'business_report',
      marketplace: 'US',
      file,
      start: day(-5),
      end: day(-1),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toEqual({
      code: 'seller_report_overlap',
      params: { start: day(-10), end: day(-4) },
    });
    // Another marketplace is independent; the same period again replaces the first upload.
    expect(
      (await upload(me, { kind: 'business_report', marketplace: 'UK', file, start: day(-5), end: day(-1) }))
        .status,
    ).toBe(201);
    expect(
      (await upload(me, { kind: 'business_report', marketplace: 'US', file, start: day(-10), end: day(-4) }))
        .status,
    ).toBe(201);
    const imports = (await me.call(sellerDataApi.imports)).body.imports;
    expect(imports.map((i: { marketplace: string }) => i.marketplace).sort()).toEqual(['UK', 'US']);
    const rows = await db.select().from(sellerAsinTraffic).where(eq(sellerAsinTraffic.userId, me.userId));
    expect(rows).toHaveLength(16);
  });

  it('refuses a wrong file with a clear error and stores nothing', async () => {
    const me = await ctx.signUp();
    const wrong = await upload(me, {
      kind: 'business_report',
      marketplace: 'US',
      file: fixture('fba-inventory.txt'),
      start: day(-3),
      end: day(-1),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'seller_report_wrong_kind',
      params: { detected: 'fba_inventory', expected: 'business_report' },
    });
    const junk = await upload(me, {
      kind: 'business_report',
      marketplace: 'US',
      file: 'name,price\nMug,3\n',
    });
    expect(junk.body.error.code).toBe('seller_report_unrecognised');
    expect(junk.body.error.params.missing).toContain('Units Ordered');
    const empty = await upload(me, { kind: 'fba_inventory', marketplace: 'US', file: '' });
    expect(empty.body.error.code).toBe('seller_report_empty');
    expect((await me.call(sellerDataApi.imports)).body.imports).toEqual([]);
  });
});

describe('daily units for the inventory forecast', () => {
  it('are exact for one-day reports; multi-day periods are only listed as periods', async () => {
    const me = await ctx.signUp();
    const file = fixture('business-report-child-item-us.csv');
    await upload(me, { kind: 'business_report', marketplace: 'US', file, start: day(-1), end: day(-1) });
    await upload(me, { kind: 'business_report', marketplace: 'US', file, start: day(-9), end: day(-3) });
    const history = await getUnitsSoldHistory({
      db,
      userId: me.userId,
      asin: 'B0C7K3M9QX',
      from: day(-30),
      to: day(0),
    });
    expect(history.daily).toEqual([{ date: day(-1), units: 312 }]);
    expect(history.periods.map((p) => [p.start, p.end, p.units])).toEqual([
      [day(-9), day(-3), 312],
      [day(-1), day(-1), 312],
    ]);
    expect(history).toMatchObject({ totalUnits: 624, daysCovered: 8 });
  });
});

describe('Business Report by date and FBA inventory', () => {
  it('stores one account row per day (French format) and replaces the same days', async () => {
    const me = await ctx.signUp();
    const file = fixture('business-report-by-date-fr.csv');
    const res = await upload(me, { kind: 'business_report', marketplace: 'FR', file });
    expect(res.body.import).toMatchObject({
      kind: 'business_report_date',
      periodStart: '2025-10-01',
      periodEnd: '2025-10-14',
      rowCount: 14,
    });
    await upload(me, { kind: 'business_report', marketplace: 'FR', file });
    const rows = await db
      .select()
      .from(sellerAccountTraffic)
      .where(eq(sellerAccountTraffic.userId, me.userId));
    expect(rows).toHaveLength(14);
    expect(rows.find((r) => r.periodStart === '2025-10-01')).toMatchObject({
      orderedSalesMinor: 81590,
      currency: 'EUR',
    });
    expect((await me.call(sellerDataApi.imports)).body.imports).toHaveLength(1);
  });

  it('keeps the latest FBA inventory snapshot per marketplace', async () => {
    const me = await ctx.signUp();
    const res = await upload(me, {
      kind: 'fba_inventory',
      marketplace: 'US',
      file: fixture('fba-inventory.txt'),
      name: 'inventory.txt',
    });
    expect(res.status).toBe(201);
    const smaller = 'sku\tasin\tafn-fulfillable-quantity\nWB-32-BLK\tB0C7K3M9QX\t400\n';
    await upload(me, { kind: 'fba_inventory', marketplace: 'US', file: smaller });
    const lines = (await me.call(sellerDataApi.inventory)).body.lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ sku: 'WB-32-BLK', fulfillable: 400, total: 400 });
    expect((await me.call(sellerDataApi.imports)).body.imports).toHaveLength(1);
  });
});

describe('ownership and plans', () => {
  it('keeps each seller’s data to themselves', async () => {
    const alice = await ctx.signUp();
    const bob = await createUser(ctx, { plan: 'elite' });
    const res = await upload(alice, {
      kind: 'business_report',
      marketplace: 'US',
      file: fixture('business-report-child-item-us.csv'),
      start: day(-2),
      end: day(0),
    });
    expect((await bob.call(sellerDataApi.removeImport, { params: { id: res.body.import.id } })).status).toBe(
      404,
    );
    expect((await bob.call(sellerDataApi.imports)).body.imports).toEqual([]);
    expect((await bob.call(analyticsApi.get)).body.hasData).toBe(false);
    expect(
      (await alice.call(sellerDataApi.removeImport, { params: { id: res.body.import.id } })).status,
    ).toBe(204);
    expect(
      await db.select().from(sellerAsinTraffic).where(eq(sellerAsinTraffic.userId, alice.userId)),
    ).toEqual([]);
  });

  it('gives analytics to the elite plan only', async () => {
    const me = await createUser(ctx, { plan: 'pro' });
    const res = await me.call(analyticsApi.get);
    expect(res.status).toBe(403);
    expect(res.error).toEqual({
      code: 'plan_required',
      params: { feature: 'analyticsDashboard', plan: 'elite' },
    });
    expect((await ctx.client().call(sellerDataApi.imports)).status).toBe(401);
  });
});
