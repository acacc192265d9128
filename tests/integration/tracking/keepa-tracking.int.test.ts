import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inventoryForecastsApi } from '#contracts/inventory-forecasts.ts';
import { toolkitApi } from '#contracts/toolkit.ts';
import { trackingApi } from '#contracts/tracking.ts';
import { testCurve } from '#domain/estimators/sales-curve.fixtures.ts';
import { catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import { createUser } from '#tests/helpers/factories/index.ts';
import { runJobNow } from '#tests/helpers/jobs.ts';
import { keepaProductAsOf, startKeepaStandIn } from '#tests/helpers/keepa-stand-in.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

// Issue 28, "Keepa and SP-API used in full": with only a Keepa key configured, a seller tracks an
// ASIN the catalog lacks and gets its whole history at once; Refresh and the refresh job ask Keepa;
// Keepa's refusals read per cause.
const keepa = await startKeepaStandIn({ refillRate: 60 });
afterAll(() => keepa.close());
const ctx = await createTestContext({ KEEPA_API_KEY: keepa.key, KEEPA_API_BASE: keepa.url });
const db = ctx.deps.database.db;
const DAY = 86_400_000;
/** The real answer, moved so that Keepa's last look was two hours ago (its 377 observations kept). */
const real = keepaProductAsOf(keepa.realProduct(), new Date(Date.now() - 2 * 3_600_000));
keepa.addProduct(1, real);

const productCalls = () => keepa.calls.filter((c) => c.operation === 'product' && c.status === 200);
const snapshotsOf = async (asin: string) => {
  const [p] = await db.select().from(catalogProducts).where(eq(catalogProducts.asin, asin));
  return db.select().from(catalogProductSnapshots).where(eq(catalogProductSnapshots.productId, p.id));
};

describe('tracking with Keepa configured', () => {
  it('tracks an ASIN the catalog lacks and stores every point of its history (no 365-day cut)', async () => {
    const me = await createUser(ctx, { plan: 'starter' });
    const added = await me.call(trackingApi.add, { body: { asin: 'b0f7xpycsj' } });
    expect(added.status).toBe(201);
    expect(added.body.item).toMatchObject({ asin: 'B0F7XPYCSJ', source: 'keepa', brand: 'POWTHX' });
    // One call for the product and its history: the backfill after the add reused it.
    expect(productCalls()).toHaveLength(1);
    const snapshots = await snapshotsOf('B0F7XPYCSJ');
    expect(snapshots).toHaveLength(377);
    const times = snapshots.map((s) => s.observedAt.getTime());
    // A year of history, the oldest point included although it is more than 365 days old.
    expect((Math.max(...times) - Math.min(...times)) / DAY).toBeGreaterThan(360);
    const all = await me.call(trackingApi.history, {
      params: { id: added.body.item.id },
      query: { days: 0 },
    });
    expect(all.body.observations).toBe(377);
    expect(all.body.points[0].observedAt).toBe(new Date(Math.min(...times)).toISOString());
    // The window of 30 days holds its own data.
    const month = await me.call(trackingApi.history, {
      params: { id: added.body.item.id },
      query: { days: 30 },
    });
    expect(month.body.points.length).toBeGreaterThan(0);
    expect(month.body.window.endsAtNewest).toBe(false);
  });

  it('refresh asks Keepa for what it observed since, within the budget', async () => {
    const me = await createUser(ctx, { plan: 'starter' });
    const added = await me.call(trackingApi.add, { body: { asin: 'B0F7XPYCSJ' } });
    expect(added.status).toBe(201);
    // Keepa looked again: a newer price at a new last look.
    const later = keepaProductAsOf(keepa.realProduct(), new Date(Date.now() - 60_000));
    const csv = later.csv as number[][];
    csv[1] = [...csv[1], Number(later.lastUpdate) - 5, 1999];
    keepa.addProduct(1, later);
    const before = productCalls().length;
    // The product was observed by Keepa two hours ago, beyond TRACKING_REFRESH_MINUTES (60).
    const refreshed = await me.call(trackingApi.refresh, { params: { id: added.body.item.id } });
    expect(refreshed.body.status).toBe('observed');
    expect(productCalls()).toHaveLength(before + 1);
    expect(refreshed.body.item).toMatchObject({ priceCents: 1999, source: 'keepa' });
    // Asked again at once: Keepa saw it a minute ago, nothing to ask.
    const again = await me.call(trackingApi.refresh, { params: { id: added.body.item.id } });
    expect(again.body.status).toBe('observed');
    expect(productCalls()).toHaveLength(before + 1);
  });

  it('the refresh job asks Keepa for tracked products that are due', async () => {
    await createUser(ctx, { plan: 'starter' });
    await db.execute(sql`update tracked_products set last_refresh_at = now() - interval '2 hours'`);
    await db.execute(sql`update catalog_product_snapshots set observed_at = observed_at - interval '3 hours'
      where source = 'keepa' and observed_at > now() - interval '3 hours'`);
    const before = productCalls().length;
    await runJobNow(ctx.deps, 'tracking-refresh');
    expect(productCalls().length).toBeGreaterThan(before);
    const { rows } = await db.execute<{ status: string }>(
      sql`select last_refresh_status as status from tracked_products`,
    );
    expect(rows.map((r) => r.status)).toContain('observed');
  });

  it('seasonal trends and the forecast read its rank history with the category’s curve, as estimates', async () => {
    const me = await createUser(ctx, { plan: 'pro' });
    expect((await me.call(trackingApi.add, { body: { asin: 'B0F7XPYCSJ' } })).status).toBe(201);
    // The category's curve (a test input; the calibration crawl makes real ones).
    await db.execute(sql`update catalog_categories set sales_curve = ${JSON.stringify(testCurve({ rankMax: 400_000 }))}::jsonb
      where parent_id is null and name = 'Industrial & Scientific'`);
    const seasonal = await me.call(toolkitApi.seasonal, { query: { asin: 'B0F7XPYCSJ', marketplace: 'US' } });
    expect(seasonal.status).toBe(200);
    // The badge covers 10 months of the year; the year of ranks covers all 12.
    expect(seasonal.body).toMatchObject({ basis: 'rank_curve', curve: { medianApe: 30 } });
    expect(seasonal.body.result).toMatchObject({ status: 'ok', monthsCovered: 12 });
    if (seasonal.body.result.status !== 'ok') throw new Error('no seasonality from a year of ranks');
    expect(seasonal.body.result.indices).toHaveLength(12);

    const forecast = await me.call(inventoryForecastsApi.runForecast, {
      body: {
        asin: 'B0F7XPYCSJ',
        productName: 'Glass funnels',
        currentStock: 300,
        avgDailySales: 1,
      },
    });
    expect(forecast.status).toBe(201);
    expect(forecast.body.forecast.result).toMatchObject({
      source: 'estimate',
      estimate: { basis: 'rank_curve', marketplace: 'US', curve: { medianApe: 30 } },
    });
    expect(forecast.body.forecast.result.model.historyDays).toBeGreaterThan(300);
  });

  it('says why in plain words: not on the Keepa plan (404), out of tokens until…', async () => {
    const me = await createUser(ctx, { plan: 'starter' });
    const fresh = { ...real, asin: 'B0TESTPLN1' };
    keepa.addProduct(1, fresh);
    keepa.answerNext({
      status: 404,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tokensLeft: 100, refillIn: 1000, refillRate: 60, error: { type: 'notFound' } }),
    });
    const notInPlan = await me.call(trackingApi.add, { body: { asin: 'B0TESTPLN1' } });
    expect(notInPlan.status).toBe(502);
    expect(notInPlan.error?.code).toBe('source_not_in_plan');

    keepa.addProduct(1, { ...real, asin: 'B0TESTTOK1' });
    keepa.setTokens(0);
    await db.execute(sql`update rate_budgets set tokens = 0 where key like 'keepa:%'`);
    const outOfTokens = await me.call(trackingApi.add, { body: { asin: 'B0TESTTOK1' } });
    keepa.setTokens(3600);
    expect(outOfTokens.status).toBe(503);
    expect(outOfTokens.error?.code).toBe('source_out_of_tokens');
    expect(Date.parse(String(outOfTokens.error?.params.until))).toBeGreaterThan(Date.now());
  });
});
