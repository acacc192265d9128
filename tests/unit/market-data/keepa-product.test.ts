import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dateToKeepaMinute, keepaMinuteToDate } from '#domain/market-data/keepa.ts';
import { type KeepaProduct, keepaMarketProduct } from '#domain/market-data/keepa-product.ts';

// A real /product response (tests/fixtures/keepa/README.md). The expected figures below were read
// from the file by hand (and counted with a separate script), not produced by the code under test.
const response = JSON.parse(
  fs.readFileSync(new URL('../../fixtures/keepa/product-B0F7XPYCSJ-us.json', import.meta.url), 'utf8'),
) as { products: KeepaProduct[] };
const product = response.products[0];

describe('Keepa time', () => {
  it('counts minutes from 2011-01-01T00:00Z', () => {
    expect(keepaMinuteToDate(0).toISOString()).toBe('2011-01-01T00:00:00.000Z');
    expect(keepaMinuteToDate(8075776).toISOString()).toBe('2026-05-10T04:16:00.000Z');
    expect(dateToKeepaMinute(new Date('2026-05-10T04:16:59Z'))).toBe(8075776);
  });
});

describe('a real Keepa product → dated observations', () => {
  const market = keepaMarketProduct(product, 'US');

  it('reads the descriptive facts', () => {
    expect(market).toMatchObject({
      marketplace: 'US',
      asin: 'B0F7XPYCSJ',
      brand: 'POWTHX',
      categoryPath: [
        'Industrial & Scientific',
        'Lab & Scientific Products',
        'Glassware & Labware',
        'Lab Tubes',
        'Test Tubes',
      ],
      imageUrl: 'https://m.media-amazon.com/images/I/51AbyoYJunL.jpg',
      // packageLength 156, packageWidth 102, packageHeight 52 mm, packageWeight 235 g
      package: { sidesMm: [156, 102, 52], weightG: 235 },
    });
    expect(market.title).toMatch(/^10 pcs Lab-Grade Borosilicate Glass 14mm Threaded Adapter/);
  });

  it('one observation per minute where a history changed, and one at Keepa’s last look', () => {
    // 377 distinct minutes across NEW, LISTPRICE, SALES, COUNT_NEW and monthlySoldHistory.
    expect(market.observations).toHaveLength(377);
    const first = market.observations[0];
    const last = market.observations.at(-1);
    expect(first).toEqual({
      observedAt: new Date('2025-05-13T00:36:00Z'), // minute 7554276
      priceCents: 2599,
      inStock: true,
      offerCount: 1,
    });
    // lastUpdate 8075776: NEW 2599, list price 3599, rank -1 (none since 8052940), 1 offer,
    // monthlySold 300 (since 8068504).
    expect(last).toEqual({
      observedAt: new Date('2026-05-10T04:16:00Z'),
      priceCents: 2599,
      inStock: true,
      listPriceCents: 3599,
      bestSellersRank: null,
      offerCount: 1,
      boughtLastMonth: 300,
    });
    const times = market.observations.map((o) => o.observedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('carries each value until its next change; -1 is "no offer", then back in stock', () => {
    const at = (minute: number) =>
      market.observations.find((o) => o.observedAt.getTime() === keepaMinuteToDate(minute).getTime());
    // Minute 7554664: rank 151481 and list price 3599 start, the price 2599 still holds.
    expect(at(7554664)).toMatchObject({ priceCents: 2599, listPriceCents: 3599, bestSellersRank: 151481 });
    // Minute 7930604: NEW -1 and COUNT_NEW -1 (no offer); 7933390: 2599 and 1 offer again.
    expect(at(7930604)).toMatchObject({ priceCents: null, inStock: false, offerCount: 0 });
    expect(at(7933390)).toMatchObject({ priceCents: 2599, inStock: true, offerCount: 1 });
    // monthlySoldHistory 7709596: -1 (badge gone) → 0; 7837946: 50.
    expect(at(7709596)?.boughtLastMonth).toBe(0);
    expect(at(7837946)?.boughtLastMonth).toBe(50);
  });

  it('keeps the observations since a date', () => {
    const since = keepaMinuteToDate(8068504);
    const recent = keepaMarketProduct(product, 'US', { since });
    expect(recent.observations.every((o) => o.observedAt >= since)).toBe(true);
    expect(recent.observations[0]).toMatchObject({ boughtLastMonth: 300 });
  });

  it('a product without any history has no observation', () => {
    expect(keepaMarketProduct({ asin: 'B000000000', lastUpdate: 8075776 }, 'US').observations).toEqual([]);
  });

  it('Buy Box triples add the shipping; rating is in tenths of a star', () => {
    const csv: (number[] | null)[] = [];
    csv[18] = [100, 1999, 499, 200, -1, -1];
    csv[16] = [100, 45];
    csv[17] = [100, 1234];
    const p = keepaMarketProduct({ asin: 'B000000001', csv }, 'JP');
    expect(p.observations).toEqual([
      { observedAt: keepaMinuteToDate(100), priceCents: 2498, inStock: true, rating: 4.5, reviewCount: 1234 },
      {
        observedAt: keepaMinuteToDate(200),
        priceCents: null,
        inStock: false,
        rating: 4.5,
        reviewCount: 1234,
      },
    ]);
  });
});
