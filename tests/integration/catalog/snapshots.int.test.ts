import { describe, expect, it } from 'vitest';
import { findProductByAsin, findProductsByAsins } from '#server/modules/catalog/find-product.ts';
import { latestSnapshot, listSnapshots, recordSnapshot } from '#server/modules/catalog/snapshots.ts';
import { upsertProduct } from '#server/modules/catalog/upsert-product.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

describe('catalog service API', () => {
  it('adds a product, records observations and reads its history', async () => {
    const product = await upsertProduct({
      db,
      marketplace: 'DE',
      asin: 'b0snap0001',
      title: 'Thermoskanne 1 l',
      brand: 'Acme',
      category: 'Kitchen & Dining',
      source: 'user',
      sourceRef: 'user-1',
      observedAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect(product).toMatchObject({
      asin: 'B0SNAP0001',
      currency: 'EUR',
      productUrl: 'https://www.amazon.de/dp/B0SNAP0001',
      categoryPath: 'Home & Kitchen › Kitchen & Dining',
      departmentName: 'Home & Kitchen',
      priceCents: null,
    });

    const first = await recordSnapshot({
      db,
      productId: product.id,
      observation: {
        observedAt: new Date('2026-01-02T00:00:00Z'),
        source: 'sp_api',
        sourceRef: 'getItemOffers',
        priceCents: 2599,
        bestSellersRank: 1500,
        inStock: true,
      },
    });
    expect(first).toMatchObject({ priceCents: 2599, currency: 'EUR', inStock: true, rating: null });
    await recordSnapshot({
      db,
      productId: product.id,
      observation: { observedAt: new Date('2026-01-03T00:00:00Z'), source: 'sp_api', priceCents: 2399 },
    });
    // The same observation twice is one snapshot.
    await recordSnapshot({
      db,
      productId: product.id,
      observation: { observedAt: new Date('2026-01-03T00:00:00Z'), source: 'sp_api', priceCents: 2399 },
    });
    // An older observation joins the history without changing the current values.
    await recordSnapshot({
      db,
      productId: product.id,
      observation: { observedAt: new Date('2025-12-01T00:00:00Z'), source: 'user', priceCents: 2999 },
    });

    const current = await findProductByAsin({ db, marketplace: 'DE', asin: 'B0SNAP0001' });
    expect(current).toMatchObject({ priceCents: 2399, bestSellersRank: 1500, source: 'sp_api' });
    expect(current?.observedAt.toISOString()).toBe('2026-01-03T00:00:00.000Z');

    expect((await latestSnapshot({ db, productId: product.id }))?.priceCents).toBe(2399);
    expect((await latestSnapshot({ db, productId: product.id, source: 'user' }))?.priceCents).toBe(2999);
    const history = await listSnapshots({ db, productId: product.id });
    expect(history.map((s) => s.priceCents)).toEqual([2999, 2599, 2399]);
    expect(
      (await listSnapshots({ db, productId: product.id, since: new Date('2026-01-02T12:00:00Z') })).length,
    ).toBe(1);

    const again = await upsertProduct({
      db,
      marketplace: 'DE',
      asin: 'B0SNAP0001',
      title: 'Thermoskanne 1 l, Edelstahl',
      source: 'sp_api',
      observedAt: new Date('2026-01-04T00:00:00Z'),
    });
    expect(again).toMatchObject({ id: product.id, title: 'Thermoskanne 1 l, Edelstahl', brand: 'Acme' });
    expect(
      (await findProductsByAsins({ db, marketplace: 'DE', asins: ['B0SNAP0001', 'B0NOPE0000'] })).length,
    ).toBe(1);
  });

  it('refuses a malformed ASIN and an unknown product', async () => {
    await expect(
      upsertProduct({
        db,
        marketplace: 'US',
        asin: 'short',
        title: 'x',
        source: 'user',
        observedAt: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'invalid_asin' });
    await expect(
      recordSnapshot({ db, productId: 987654321, observation: { observedAt: new Date(), source: 'user' } }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
