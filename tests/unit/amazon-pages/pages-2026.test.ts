/**
 * The readers on real 2026 markup: tiles, a best-seller card and product-page fragments captured
 * on 2026-09-08 (tests/fixtures/amazon-pages/README.md: 2scraper/amazon-scraper, MIT). Expected
 * values were read from the captured text by hand. The captures were served to a visitor in the
 * Netherlands, so amazon.com and amazon.co.jp show prices converted into euros: the readers keep
 * that currency, and what Scout is sent leaves such prices out (page-requests).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { listScopeOf } from '#domain/amazon-pages/best-sellers-page.ts';
import type { BestSellersPage, ProductPage, SearchPage } from '#domain/amazon-pages/page-types.ts';
import { readAmazonPage } from '#domain/amazon-pages/read-page.ts';

const DIR = path.resolve(import.meta.dirname, '../../fixtures/amazon-pages');

function read(file: string, url: string) {
  const { document } = parseHTML(fs.readFileSync(path.join(DIR, file), 'utf8'));
  return readAmazonPage(document as unknown as Document, { url });
}

describe('2026 search tiles', () => {
  it('amazon.com: the count from aria-label="73,731 ratings", not the rounded "(73.7K)"', () => {
    const page = read(
      'com_search_tiles_2026_2scraper.html',
      'https://www.amazon.com/s?k=wireless+headphones',
    ) as SearchPage;
    expect(page).toMatchObject({ kind: 'search', marketplace: 'US', keyword: 'wireless headphones' });
    expect(page.results).toHaveLength(2);
    expect(page.results[0]).toMatchObject({
      asin: 'B0HGFFLDYL',
      sponsored: true,
      sponsoredPosition: 1,
      rating: 4.6,
      reviewCount: 28,
      // Served converted ("EUR 85.15" on amazon.com): read as such, never taken for dollars.
      price: { amountMinor: 8515, currency: 'EUR' },
    });
    expect(page.results[0].boughtPastMonth).toBeUndefined();
    expect(page.results[1]).toMatchObject({
      asin: 'B0C3HCD34R',
      sponsored: false,
      organicPosition: 1,
      rating: 4.5,
      reviewCount: 73731,
      boughtPastMonth: 10000,
    });
    // "No featured offers available … EUR 28.15" is another seller's offer: no listing price, kept
    // apart as the offer price (the fees' basis, labelled so).
    expect(page.results[1].price).toBeUndefined();
    expect(page.results[1].offerPrice).toEqual({ amountMinor: 2815, currency: 'EUR' });
    expect(page.results[0].offerPrice).toBeUndefined();
  });

  it('amazon.de: "16.516 Bewertungen", "5000+ Mal im letzten Monat gekauft", "15,10 €" and its UVP', () => {
    const page = read(
      'de_search_tile_2026_2scraper.html',
      'https://www.amazon.de/s?k=kopfhoerer',
    ) as SearchPage;
    expect(page.results[0]).toMatchObject({
      asin: 'B0DCNWN8NZ',
      title: 'Apple EarPods (USB-C)',
      rating: 4.6,
      reviewCount: 16516,
      boughtPastMonth: 5000,
      price: { amountMinor: 1510, currency: 'EUR' },
      listPrice: { amountMinor: 1900, currency: 'EUR' },
    });
  });

  it('amazon.co.jp: "339 レーティング", "5つ星のうち4.2", "過去1か月で100点以上購入されました"', () => {
    const page = read(
      'jp_search_tile_2026_2scraper.html',
      'https://www.amazon.co.jp/s?k=headphones',
    ) as SearchPage;
    expect(page.marketplace).toBe('JP');
    expect(page.results[0]).toMatchObject({
      asin: 'B0C9QQY6TP',
      sponsored: true,
      rating: 4.2,
      reviewCount: 339,
      boughtPastMonth: 100,
    });
  });
});

describe('2026 best-seller card', () => {
  it('"#1" on a department list, "4.4 out of 5 stars, 279,961 ratings"', () => {
    const page = read(
      'com_bestsellers_card_2026_2scraper.html',
      'https://www.amazon.com/Best-Sellers-Electronics/zgbs/electronics/',
    ) as BestSellersPage;
    expect(page).toMatchObject({ kind: 'bestsellers', scope: 'department' });
    expect(page.items).toEqual([
      expect.objectContaining({
        asin: 'B08JHCVHTY',
        listRank: 1,
        title: 'blink plus plan with monthly auto-renewal',
        rating: 4.4,
        reviewCount: 279961,
      }),
    ]);
  });

  it('tells a department list from a sub-category list by its address', () => {
    const { document } = parseHTML('<html><body></body></html>');
    const doc = document as unknown as Document;
    const scope = (url: string) => listScopeOf(doc, new URL(url));
    expect(scope('https://www.amazon.com/Best-Sellers-Electronics/zgbs/electronics/')).toBe('department');
    expect(scope('https://www.amazon.de/gp/bestsellers/ce-de/ref=zg_bs_nav_0')).toBe('department');
    expect(scope('https://www.amazon.co.jp/zgbs/electronics/2151981051/')).toBe('subcategory');
    expect(scope('https://www.amazon.com/gp/bestsellers/hi/511228/ref=zg_bs_nav_hi_1')).toBe('subcategory');
    expect(scope('https://www.amazon.com/gp/bestsellers/')).toBeUndefined();
    expect(scope('https://www.amazon.com/s?k=x')).toBeUndefined();
  });

  it('the saved 2022 lists are department lists (their canonical links)', () => {
    const { document } = parseHTML(
      fs.readFileSync(path.join(DIR, 'com_bestsellers_tools_home_improvement_2022_parsy.html'), 'utf8'),
    );
    expect((readAmazonPage(document as unknown as Document) as BestSellersPage).scope).toBe('department');
  });
});

describe('2026 product page fragments', () => {
  it('the price charged, not the struck-through "Typical price"; "87,349 Reviews"', () => {
    const page = read(
      'com_product_fragments_2026_2scraper.html',
      'https://www.amazon.com/dp/B07K5214NZ',
    ) as ProductPage;
    expect(page).toMatchObject({
      kind: 'product',
      asin: 'B07K5214NZ',
      brand: 'ZIHNIC',
      price: { amountMinor: 1961, currency: 'EUR' },
      listPrice: { amountMinor: 2064, currency: 'EUR' },
      rating: 4.4,
      reviewCount: 87349,
      sizes: [],
    });
    expect(page.title).toMatch(/^ZIHNIC Bluetooth Headphones Over-Ear/);
  });
});
