/**
 * A size the seller's browser read on a product page prices that product's FBA fee wherever it
 * appears next (a search tile, a best-seller card, research) when the catalog has no size of its
 * own: the fee input says so ("browser", with the date it was read), only for the viewer who may see
 * that size, and a catalog's own package size still wins.
 */
import { describe, expect, it } from 'vitest';
import { observationsApi } from '#contracts/observations.ts';
import { researchApi } from '#contracts/research.ts';
import { extensionUser } from '#tests/helpers/extension-user.ts';
import { createProductRow, newAsin } from '#tests/helpers/factories/index.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

async function seller() {
  const { user, headers, api } = await extensionUser(ctx);
  return {
    user,
    record: (observations: ReturnType<typeof productPage>[]) =>
      api.call(observationsApi.record, { body: { observations } }, headers),
    /** The estimate of a search tile: price, rank and category, no size (tiles show none). */
    tile: async (asin: string) => {
      const res = await api.call(
        observationsApi.estimate,
        {
          body: {
            marketplace: 'US',
            items: [{ asin, priceCents: 2499, bestSellersRank: 1500, category: 'Electronics' }],
          },
        },
        headers,
      );
      expect(res.status).toBe(200);
      return res.body.items[0];
    },
  };
}

const readAt = new Date(Date.now() - 5 * 60_000).toISOString();
const productPage = (asin: string, sizes: unknown[]) => ({
  marketplace: 'US' as const,
  asin,
  observedAt: readAt,
  pageKind: 'product' as const,
  title: 'Over-ear Bluetooth headphones, foldable',
  currency: 'USD' as const,
  priceCents: 2499,
  bestSellersRank: 1500,
  category: 'Electronics',
  sizes: sizes as {
    kind: 'item' | 'package';
    lengthCm: number;
    widthCm: number;
    heightCm: number;
    label: string;
  }[],
});
const itemSize = {
  kind: 'item',
  lengthCm: 18.3,
  widthCm: 17.5,
  heightCm: 5.3,
  weightG: 250,
  label: 'Product Dimensions',
};

describe('FBA fee from a size read on a product page', () => {
  it("prices the product's next tiles from it, with its basis and date, for the seller who read it only", async () => {
    const a = await seller();
    const b = await seller();
    const asin = newAsin();
    const before = await a.tile(asin);
    expect(before.economics?.fees.size).toMatchObject({ basis: 'unknown', from: 'default' });
    expect(before.economics?.fees.fulfilment.kind).toBe('range');

    const res = await a.record([productPage(asin, [itemSize])]);
    expect(res.body).toMatchObject({ recorded: 1, sizes: 1 });

    const after = await a.tile(asin);
    expect(after.economics?.fees.size).toMatchObject({
      basis: 'item',
      source: 'browser',
      observedAt: readAt,
    });
    const fba = after.economics?.fees.fulfilment;
    expect(fba?.kind).toBe('fee');
    // 18.3 × 17.5 × 5.3 cm, 250 g plus the packaging allowance (+1 cm a side, +20 g): a small
    // standard package under a pound, one fee instead of the small → large standard range.
    expect(fba?.kind === 'fee' && fba.sizeTier).toMatch(/standard/i);
    expect(after.economics?.fees.amazonFees.lowMinor).toBe(after.economics?.fees.amazonFees.highMinor);

    // Another seller does not see a private reading: still the labelled range.
    expect((await b.tile(asin)).economics?.fees.size).toMatchObject({ basis: 'unknown' });

    // Research (the product dialog) decides the size in the same place.
    const detail = await a.user.call(researchApi.product, { params: { marketplace: 'US', asin }, query: {} });
    expect(detail.status).toBe(200);
    expect(detail.body.product.economics?.fees.size).toMatchObject({ basis: 'item', source: 'browser' });
  });

  it('a package read on the page beats an item size; a size without weight is not used', async () => {
    const a = await seller();
    const asin = newAsin();
    await a.record([
      productPage(asin, [
        itemSize,
        {
          kind: 'package',
          lengthCm: 22,
          widthCm: 20,
          heightCm: 8,
          weightG: 340,
          label: 'Package Dimensions',
        },
      ]),
    ]);
    expect((await a.tile(asin)).economics?.fees.size).toMatchObject({ basis: 'package', source: 'browser' });

    const other = newAsin();
    await a.record([
      productPage(other, [
        { kind: 'package', lengthCm: 22, widthCm: 20, heightCm: 8, label: 'Package Dimensions' },
      ]),
    ]);
    expect((await a.tile(other)).economics?.fees.size).toMatchObject({ basis: 'unknown' });
  });

  it("the catalog's own package size wins over a reading", async () => {
    const a = await seller();
    const row = await createProductRow(db, {
      marketplace: 'US',
      asin: newAsin(),
      packageLengthMm: 300,
      packageWidthMm: 200,
      packageHeightMm: 100,
      packageWeightG: 900,
      packageSource: 'sp_api',
    });
    await a.record([productPage(row.asin, [itemSize])]);
    expect((await a.tile(row.asin)).economics?.fees.size).toMatchObject({
      basis: 'package',
      source: 'sp_api',
    });
  });
});
