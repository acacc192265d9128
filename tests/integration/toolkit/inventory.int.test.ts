import { describe, expect, it } from 'vitest';
import { inventoryForecastsApi } from '#contracts/inventory-forecasts.ts';
import { sellerAsinTraffic } from '#server/db/schema/index.ts';
import { createSellerImport, createUser, givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

const form = {
  asin: 'b0test1234',
  productName: 'Garlic press',
  currentStock: 100,
  avgDailySales: 5,
  leadTime: '14-21',
};

describe('inventory forecast API', () => {
  it('is for pro and elite', async () => {
    const me = await ctx.signUp();
    for (const plan of ['free', 'starter'] as const) {
      await givePlan(db, me.userId, plan);
      const res = await me.call(inventoryForecastsApi.runForecast, { body: form });
      expect(res.status).toBe(403);
      expect(res.error?.params).toEqual({ feature: 'inventoryForecast', plan: 'pro' });
    }
  });

  it('forecasts from the form, stores the forecast and lists only the caller’s', async () => {
    const me = await createUser(ctx, { plan: 'pro' });
    const res = await me.call(inventoryForecastsApi.runForecast, { body: form });
    expect(res.status).toBe(201);
    const f = res.body.forecast;
    expect(f.inputs).toMatchObject({ asin: 'B0TEST1234', productName: 'Garlic press', serviceLevel: 0.95 });
    expect(f.result).toMatchObject({ source: 'form', daysUntilStockout: 20, orderInDays: 0 });
    expect(f.result.forecast30).toHaveLength(30);

    const other = await createUser(ctx, { plan: 'elite' });
    expect((await other.call(inventoryForecastsApi.forecasts)).body.forecasts).toEqual([]);
    expect((await other.call(inventoryForecastsApi.removeForecast, { params: { id: f.id } })).status).toBe(
      404,
    );

    const list = await me.call(inventoryForecastsApi.forecasts);
    expect(list.body.forecasts.map((x: { id: string }) => x.id)).toEqual([f.id]);
    expect((await me.call(inventoryForecastsApi.removeForecast, { params: { id: f.id } })).status).toBe(204);
    expect((await me.call(inventoryForecastsApi.forecasts)).body.forecasts).toEqual([]);
  });

  it('refuses missing fields and a bad lead time, storing nothing', async () => {
    const me = await createUser(ctx, { plan: 'pro' });
    for (const body of [
      { ...form, productName: '  ' },
      { ...form, currentStock: -1 },
      { ...form, currentStock: 1.5 },
      { ...form, avgDailySales: undefined },
      { ...form, asin: 'short' },
      { ...form, leadTime: 'soon' },
    ]) {
      // untyped: each body breaks a rule of the contract
      const res = await me.post('/api/toolkit/inventory/forecasts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const reversed = await me.call(inventoryForecastsApi.runForecast, {
      body: { ...form, leadTime: '21-14' },
    });
    expect(reversed.error).toEqual({ code: 'lead_time_invalid', params: { value: '21-14' } });
    expect((await me.call(inventoryForecastsApi.forecasts)).body.forecasts).toEqual([]);
  });
});

describe('inventory forecast from the seller’s own sales', () => {
  it('uses the units-sold history of the ASIN (daily rows, and a longer period spread over its days)', async () => {
    ctx.deps.now = () => new Date('2025-06-01T08:00:00Z');
    const me = await createUser(ctx, { plan: 'pro' });
    const imp = await createSellerImport(db, { userId: me.userId, kind: 'business_report_asin' });
    const row = (start: string, end: string, units: number) => ({
      userId: me.userId,
      importId: imp.id,
      marketplace: 'US' as const,
      asin: 'B0HISTORY1',
      periodStart: start,
      periodEnd: end,
      source: 'report' as const,
      currency: 'USD',
      orderedSalesMinor: units * 2000,
      unitsOrdered: units,
      totalOrderItems: units,
      sessions: units * 10,
      pageViews: units * 12,
    });
    // March as one 31-day period (310 units), then every day of April and May at 10 units.
    const days = Array.from({ length: 61 }, (_, i) =>
      new Date(Date.UTC(2025, 3, 1 + i)).toISOString().slice(0, 10),
    );
    await db
      .insert(sellerAsinTraffic)
      .values([row('2025-03-01', '2025-03-31', 310), ...days.map((d) => row(d, d, 10))]);

    const res = await me.call(inventoryForecastsApi.runForecast, {
      body: {
        ...form,
        asin: 'B0HISTORY1',
        avgDailySales: 0,
      },
    });
    expect(res.status).toBe(201);
    const r = res.body.forecast.result;
    expect(r.source).toBe('history');
    expect(r.model.historyDays).toBe(92);
    expect(r.dailyDemand).toBe(10);
    expect(r.daysUntilStockout).toBe(10); // 100 units at 10 a day
    expect(r.confidence.level).toBe('high');

    // Another user's ASIN history is not read.
    const other = await createUser(ctx, { plan: 'pro' });
    const theirs = await other.call(inventoryForecastsApi.runForecast, {
      body: { ...form, asin: 'B0HISTORY1' },
    });
    expect(theirs.body.forecast.result.source).toBe('form');
  });
});
