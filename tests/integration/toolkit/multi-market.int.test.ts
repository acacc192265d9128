import { describe, expect, it } from 'vitest';
import { toolkitApi } from '#contracts/toolkit.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import { refreshCatalogMetrics } from '#server/modules/catalog/refresh-catalog-metrics.ts';
import { recordSnapshot } from '#server/modules/catalog/snapshots.ts';
import { upsertProduct } from '#server/modules/catalog/upsert-product.ts';
import { createUser, givePlan } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const now = new Date('2025-05-01T00:00:00Z');

async function listing(
  marketplace: MarketplaceCode,
  asin: string,
  category: string[],
  priceCents: number,
  badge: number,
) {
  const p = await upsertProduct({
    db,
    marketplace,
    asin,
    title: `Suitcase ${asin}`,
    category,
    source: 'user',
    observedAt: now,
  });
  await recordSnapshot({
    db,
    productId: p.id,
    observation: {
      observedAt: now,
      source: 'user',
      priceCents,
      boughtLastMonth: badge,
      rating: 4.3,
      reviewCount: 120,
    },
  });
}

describe('multi-market analysis API', () => {
  it('is elite only and needs a product', async () => {
    const me = await createUser(ctx, { plan: 'pro' });
    const pro = await me.call(toolkitApi.multiMarket, { query: { asin: 'B0MULTI001' } });
    expect(pro.status).toBe(403);
    expect(pro.error?.params).toEqual({ feature: 'multiMarket', plan: 'elite' });
    await givePlan(db, me.userId, 'elite');
    // untyped: without the ASIN the contract requires
    expect((await me.get('/api/toolkit/multi-market')).status).toBe(400);
    const unknown = await me.call(toolkitApi.multiMarket, { query: { asin: 'B0NOWHERE1' } });
    expect(unknown.error?.code).toBe('asin_not_in_catalog');
  });

  it('lists 8 marketplaces: the product, its category, or no data; converted; by opportunity', async () => {
    await listing('US', 'B0MULTI001', ['Luggage & Travel Gear', 'Suitcases'], 10_389, 300);
    await listing('CA', 'B0MULTI001', ['Luggage & Travel Gear', 'Suitcases'], 14_948, 50);
    await listing('DE', 'B0OTHERDE1', ['Koffer & Reisegepäck', 'Suitcases'], 8000, 100);
    await listing('DE', 'B0OTHERDE2', ['Koffer & Reisegepäck', 'Suitcases'], 12_000, 200);
    for (const m of ['US', 'CA', 'DE'] as const) await refreshCatalogMetrics({ db, marketplace: m, now });

    const me = await createUser(ctx, { plan: 'elite' });
    const res = await me.call(toolkitApi.multiMarket, {
      query: { asin: 'b0multi001', marketplace: 'US', currency: 'EUR' },
    });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.displayCurrency).toBe('EUR');
    expect(body.rates.date).toBe('2024-12-31');
    expect(body.rows).toHaveLength(8);
    const by = Object.fromEntries(body.rows.map((r: { marketplace: string }) => [r.marketplace, r]));
    expect(by.US).toMatchObject({
      source: 'product',
      localPriceMinor: 10_389,
      priceMinor: 10_000,
      demandPerMonth: 300,
      demandKind: 'atLeast',
    });
    expect(by.CA).toMatchObject({ source: 'product', localPriceMinor: 14_948, priceMinor: 10_000 });
    expect(by.DE).toMatchObject({
      source: 'category',
      listings: 2,
      localPriceMinor: 10_000,
      demandKind: 'median',
    });
    for (const m of ['UK', 'FR', 'IT', 'ES', 'JP'])
      expect(by[m]).toMatchObject({ source: 'none', opportunity: null });
    const scores = body.rows
      .filter((r: { opportunity: number | null }) => r.opportunity !== null)
      .map((r) => r.opportunity);
    expect(scores).toEqual([...scores].sort((a, b) => Number(b) - Number(a)));
    expect(body.rows.slice(-5).every((r: { source: string }) => r.source === 'none')).toBe(true);
  });

  it('leaves listings without the badge out of the demand median (fewer than 50, not 0)', async () => {
    await listing('US', 'B0MULTI002', ['Kitchen', 'Garlic Presses'], 1999, 300);
    // FR: one listing with a badge, two without → the median is 200, not 0
    await listing('FR', 'B0PRESSFR1', ['Cuisine', 'Garlic Presses'], 1500, 200);
    await listing('FR', 'B0PRESSFR2', ['Cuisine', 'Garlic Presses'], 1600, 0);
    await listing('FR', 'B0PRESSFR3', ['Cuisine', 'Garlic Presses'], 1700, 0);
    // IT: no listing with a badge → below the badge threshold, no figure
    await listing('IT', 'B0PRESSIT1', ['Cucina', 'Garlic Presses'], 1500, 0);
    await listing('IT', 'B0PRESSIT2', ['Cucina', 'Garlic Presses'], 1800, 0);
    for (const m of ['US', 'FR', 'IT'] as const) await refreshCatalogMetrics({ db, marketplace: m, now });

    const me = await createUser(ctx, { plan: 'elite' });
    const res = await me.call(toolkitApi.multiMarket, { query: { asin: 'B0MULTI002', marketplace: 'US' } });
    expect(res.status).toBe(200);
    const by = Object.fromEntries(res.body.rows.map((r: { marketplace: string }) => [r.marketplace, r]));
    expect(by.FR).toMatchObject({
      source: 'category',
      listings: 3,
      demandPerMonth: 200,
      demandKind: 'median',
    });
    expect(by.IT).toMatchObject({
      source: 'category',
      listings: 2,
      demandPerMonth: null,
      demandKind: 'belowThreshold',
    });
  });
});
