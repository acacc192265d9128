/**
 * The page readers on real saved Amazon pages (tests/fixtures/amazon-pages, see its README).
 * Expected values were read from each page by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { BestSellersPage, ProductPage, SearchPage } from '#domain/amazon-pages/page-types.ts';
import { readAmazonPage } from '#domain/amazon-pages/read-page.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';

const DIR = path.resolve(import.meta.dirname, '../../fixtures/amazon-pages');

function read(file: string, marketplace?: MarketplaceCode) {
  const { document } = parseHTML(fs.readFileSync(path.join(DIR, file), 'utf8'));
  return readAmazonPage(document as unknown as Document, { marketplace });
}
const search = (file: string, m?: MarketplaceCode) => read(file, m) as SearchPage;
const product = (file: string, m?: MarketplaceCode) => read(file, m) as ProductPage;
const bestSellers = (file: string, m?: MarketplaceCode) => read(file, m) as BestSellersPage;

describe('search pages', { timeout: 60_000 }, () => {
  it('amazon.com 2022: 59 tiles, 11 ads, organic ranks 1-48 as the result bar says', () => {
    const page = search('com_search_red_basketball_shoes_2022_webshop.html', 'US');
    expect(page).toMatchObject({
      kind: 'search',
      marketplace: 'US',
      keyword: 'red basketball shoes',
      totalResults: 2000,
      page: 1,
    });
    expect(page.results).toHaveLength(59);
    expect(page.results.filter((r) => r.sponsored)).toHaveLength(11);
    expect(page.results.filter((r) => !r.sponsored).map((r) => r.organicPosition)).toEqual(
      Array.from({ length: 48 }, (_, i) => i + 1),
    );
    expect(page.results[0]).toMatchObject({
      asin: 'B083QCWF61',
      sponsored: true,
      sponsoredPosition: 1,
      brand: 'PEAK',
      price: { amountMinor: 5949, currency: 'USD' },
      listPrice: { amountMinor: 6999, currency: 'USD' },
      rating: 4.5,
      reviewCount: 5513,
    });
    expect(page.results[2]).toMatchObject({
      asin: 'B0817BFNC4',
      sponsored: false,
      organicPosition: 1,
      position: 3,
      brand: 'Under Armour',
      title: 'Unisex-Adult Lockdown 5 Basketball Shoe',
      price: { amountMinor: 6499, currency: 'USD' },
      rating: 4.5,
      reviewCount: 2788,
    });
    // "Men's Fitness Shoes" shows no price: it is left out, not guessed.
    const noPrice = page.results.find((r) => r.asin === 'B082R7NLWD');
    expect(noPrice?.price).toBeUndefined();
    expect(noPrice?.reviewCount).toBe(455);
  });

  it('amazon.de 2022 (English page): 60 tiles, euro prices, RRP as list price', () => {
    const page = search('de_search_katzenfutter_2022_parsy.html', 'DE');
    expect(page.keyword).toBe('katzenfutter');
    expect(page.totalResults).toBe(3000);
    expect(page.results).toHaveLength(60);
    expect(page.results.filter((r) => !r.sponsored)).toHaveLength(48);
    expect(page.results.find((r) => r.asin === 'B00C7SCAP6')).toMatchObject({
      sponsored: false,
      organicPosition: 1,
      price: { amountMinor: 1290, currency: 'EUR' },
      listPrice: { amountMinor: 1398, currency: 'EUR' },
      rating: 4.6,
      reviewCount: 5177,
    });
    expect(page.results.find((r) => r.asin === 'B07HGPQ4Q3')).toMatchObject({ reviewCount: 18194 });
  });

  it('amazon.de 2019 legacy list: German labels, "EUR 34,00", ads marked "Gesponsert"', () => {
    const page = search('de_search_2019_plastikfrei_flasche_jenslaufer.html');
    expect(page).toMatchObject({
      marketplace: 'DE',
      keyword: 'plastikfrei flasche',
      page: 1,
      totalResults: 139,
    });
    expect(page.results).toHaveLength(22);
    expect(page.results[0]).toMatchObject({
      asin: 'B077ZB6LWK',
      sponsored: true,
      brand: 'Freiglas',
      rating: 4.8,
    });
    expect(page.results.find((r) => r.asin === 'B07JMDGDYL')).toMatchObject({
      sponsored: false,
      organicPosition: 2,
      brand: 'Kantine 51° Nord',
      price: { amountMinor: 3400, currency: 'EUR' },
      rating: 5,
      reviewCount: 5,
    });
    // Only other sellers' offers ("EUR 24,90 (1 neuer Artikel)"): no listing price, an offer price.
    expect(page.results[2].price).toBeUndefined();
    expect(page.results[2].offerPrice).toEqual({ amountMinor: 2490, currency: 'EUR' });
  });
});

describe('product pages', { timeout: 60_000 }, () => {
  it('amazon.com 2022: price, rating, department and sub-category ranks', () => {
    const page = product('com_product_amazonbasics_bedframe_2022_webshop.html');
    expect(page).toMatchObject({
      kind: 'product',
      marketplace: 'US',
      asin: 'B073WRF565',
      brand: 'Amazon Basics',
      price: { amountMinor: 11294, currency: 'USD' },
      rating: 4.8,
      reviewCount: 82602,
      bestSellersRank: 93,
      category: 'Home & Kitchen',
      ranks: [
        { rank: 93, category: 'Home & Kitchen', department: true },
        { rank: 1, category: 'Bed Frames', department: false },
      ],
      // "Product Dimensions 75 x 54 x 14 inches" and "Item Weight 41.4 pounds", in cm and g.
      sizes: [
        {
          kind: 'item',
          lengthCm: 190.5,
          widthCm: 137.16,
          heightCm: 35.56,
          weightG: 18778.7,
          label: 'Product Dimensions',
        },
      ],
    });
  });

  it('amazon.com 2019 legacy: #priceblock_ourprice, package dimensions, three rank lines', () => {
    const page = product('com_product_B01LW7X0JJ_2019_rejoiceinhope.html');
    expect(page).toMatchObject({
      asin: 'B01LW7X0JJ',
      price: { amountMinor: 799, currency: 'USD' },
      rating: 4.5,
      reviewCount: 105,
      bestSellersRank: 25654,
      category: 'Home & Kitchen',
      // "Package Dimensions 6.5 x 4.1 x 2.6 inches", "Shipping Weight 4.2 ounces".
      sizes: [
        {
          kind: 'package',
          lengthCm: 16.51,
          widthCm: 10.41,
          heightCm: 6.6,
          weightG: 119.1,
          label: 'Package Dimensions',
        },
      ],
    });
    expect(page.ranks.map((r) => r.rank)).toEqual([25654, 30, 3560]);
  });

  it('amazon.de 2019 legacy: "Amazon Bestseller-Rang Nr. 1.234.207", "EUR 6,37", no reviews yet', () => {
    const page = product('de_product_B01LW7X0JJ_2019_rejoiceinhope.html');
    expect(page).toMatchObject({
      marketplace: 'DE',
      price: { amountMinor: 637, currency: 'EUR' },
      bestSellersRank: 1234207,
      category: 'Küche, Haushalt & Wohnen',
      ranks: [
        { rank: 1234207, department: true },
        { rank: 1345, category: 'Hussen', department: false },
      ],
      // The legacy "Technische Details" table: "Größe und/oder Gewicht 10 x 8 x 3 cm ; 118 g".
      sizes: [
        {
          kind: 'item',
          lengthCm: 10,
          widthCm: 8,
          heightCm: 3,
          weightG: 118,
          label: 'Größe und/oder Gewicht',
        },
      ],
    });
    expect(page.rating).toBeUndefined();
    expect(page.reviewCount).toBeUndefined();
  });

  it('amazon.com.br: Portuguese labels ("Ranking dos mais vendidos: Nº 1,448 em Livros"), R$ prices', () => {
    const book = product('com_br_product_8565042472_2022_lacatalog.html');
    expect(book).toMatchObject({
      marketplace: null,
      asin: '8565042472',
      price: { amountMinor: 1990, currency: 'BRL' },
      rating: 4.6,
      reviewCount: 241,
      bestSellersRank: 1448,
      category: 'Livros',
    });
    expect(book.brand).toBeUndefined();
    const saw = product('com_br_product_B076QFXQK5_2022_lacatalog.html');
    expect(saw).toMatchObject({
      brand: 'WAP',
      price: { amountMinor: 43190, currency: 'BRL' },
      rating: 4.7,
      reviewCount: 31,
      bestSellersRank: 12212,
      category: 'Ferramentas e Materiais de Construção',
      // "Dimensões do produto 27 x 28.5 x 25 cm; 4.5 g", "Dimensões do pacote 35.6 x 26.6 x 25 centímetros".
      sizes: [
        {
          kind: 'item',
          lengthCm: 27,
          widthCm: 28.5,
          heightCm: 25,
          weightG: 4.5,
          label: 'Dimensões do produto',
        },
        { kind: 'package', lengthCm: 35.6, widthCm: 26.6, heightCm: 25, label: 'Dimensões do pacote' },
      ],
    });
  });

  it('amazon.ae 2024-25: "1K+ bought in past month", bullet-list ranks, metric dimensions', () => {
    expect(product('ae_product_B08CZDYNF7_a4fr.html')).toMatchObject({
      brand: 'Ultrean',
      price: { amountMinor: 2600, currency: 'AED' },
      listPrice: { amountMinor: 2900, currency: 'AED' },
      rating: 4.5,
      reviewCount: 14652,
      boughtPastMonth: 1000,
      bestSellersRank: 1,
      category: 'Kitchen',
      sizes: [
        {
          kind: 'item',
          lengthCm: 18.03,
          widthCm: 13.97,
          heightCm: 1.52,
          weightG: 230,
          label: 'Product Dimensions',
        },
      ],
    });
    expect(product('ae_product_B00LAYVPOU_a4fr.html')).toMatchObject({
      brand: 'Versuni',
      price: { amountMinor: 33000, currency: 'AED' },
      reviewCount: 5136,
      bestSellersRank: 16222,
      ranks: [{ category: 'Kitchen' }, { rank: 24, category: 'Centrifugal Juicers' }],
    });
    expect(product('ae_product_B0D4163L94_a4fr.html')).toMatchObject({
      price: { amountMinor: 12716, currency: 'AED' },
      rating: 4.1,
      reviewCount: 44,
      bestSellersRank: 124401,
      category: 'Home',
    });
  });
});

describe('best-seller lists', { timeout: 60_000 }, () => {
  it('amazon.com 2022: 30 items, "#1" …, "N offers from $X" is not the listing price', () => {
    const page = bestSellers('com_bestsellers_tools_home_improvement_2022_parsy.html');
    expect(page).toMatchObject({
      kind: 'bestsellers',
      marketplace: 'US',
      category: 'Tools & Home Improvement',
    });
    expect(page.items).toHaveLength(30);
    expect(page.items.map((i) => i.listRank)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(page.items[0]).toMatchObject({ asin: 'B08N5NQ869', rating: 4.6, reviewCount: 132223 });
    expect(page.items[0].price).toBeUndefined();
    // "1 offer from $59.99": other sellers' lowest offer, apart from the listing's price.
    expect(page.items[0].offerPrice).toEqual({ amountMinor: 5999, currency: 'USD' });
    expect(page.items[2]).toMatchObject({
      asin: 'B0932M1666',
      price: { amountMinor: 1999, currency: 'USD' },
    });
    expect(page.items[2].offerPrice).toBeUndefined();
  });

  it('amazon.de 2022: "24,99 €", "92.284" reviews, German heading', () => {
    const page = bestSellers('de_bestsellers_elektronik_2022_parsy.html');
    expect(page).toMatchObject({ marketplace: 'DE', category: 'Elektronik & Foto' });
    expect(page.items).toHaveLength(30);
    expect(page.items[0]).toMatchObject({
      asin: 'B09B8X9RGM',
      listRank: 1,
      price: { amountMinor: 2499, currency: 'EUR' },
      rating: 4.4,
      reviewCount: 558,
    });
    expect(page.items[1]).toMatchObject({ asin: 'B08C1KN5J2', reviewCount: 92284 });
  });
});
