import { describe, expect, it } from 'vitest';
import { parseCatalogRow, readCatalogHeader } from './catalog-row.ts';
import { categoryPath, cleanCategoryName } from './departments.ts';

const header = readCatalogHeader(
  'asin,title,imgUrl,productURL,stars,reviews,price,listPrice,category_id,isBestSeller,boughtInLastMonth'.split(
    ',',
  ),
);
const parse = (line: string[]) =>
  parseCatalogRow(header.header, line, 11, { domain: 'amazon.com', minorUnits: 100 });

describe('readCatalogHeader', () => {
  it('maps the public columns case-insensitively and lists missing required ones', () => {
    expect(header.missing).toEqual([]);
    expect(header.header.category_id).toBe(8);
    expect(readCatalogHeader(['ASIN', 'Title', 'BSR', 'Brand']).missing).toEqual(['price']);
  });
});

describe('parseCatalogRow', () => {
  const row = [
    'b014tmv5ye',
    'Sion  Softside Luggage',
    'https://m.media-amazon.com/x.jpg',
    'https://www.amazon.com/dp/B014TMV5YE',
    '4.5',
    '0',
    '139.99',
    '0.0',
    '104',
    'False',
    '2000',
  ];

  it('reads a row of the 2023 dataset and handles its quirks', () => {
    expect(parse(row)).toEqual({
      row: {
        asin: 'B014TMV5YE',
        title: 'Sion Softside Luggage',
        brand: null,
        imageUrl: 'https://m.media-amazon.com/x.jpg',
        categoryName: null,
        categoryId: '104',
        priceCents: 13999,
        listPriceCents: null,
        rating: 4.5,
        reviewCount: null,
        boughtLastMonth: 2000,
        bestSellersRank: null,
        isBestSeller: false,
      },
    });
  });

  it('keeps zero reviews when there is no rating, and 0 as "no badge"', () => {
    const r = parse(['B000000001', 't', '', '', '0', '0', '5', '', '', 'True', '0']);
    expect(r).toMatchObject({
      row: { rating: null, reviewCount: 0, boughtLastMonth: 0, isBestSeller: true },
    });
  });

  it('treats a missing or zero price as unknown, never as free', () => {
    expect(parse(['B000000001', 't', '', '', '', '', '0.0', '', '', '', ''])).toMatchObject({
      row: { priceCents: null },
    });
    expect(parse(['B000000001', 't', '', '', '', '', '', '', '', '', ''])).toMatchObject({
      row: { priceCents: null },
    });
    expect(parse(['B000000001', 't', '', '', '', '', '$1,299.50', '', '', '', ''])).toMatchObject({
      row: { priceCents: 129950 },
    });
  });

  it('reports what is wrong with a bad row', () => {
    expect(parse(['B0001', 't', '', '', '', '', '1', '', '', '', ''])).toEqual({
      problem: { code: 'invalid_asin', column: 'asin' },
    });
    expect(parse(['B000000001', ' ', '', '', '', '', '1', '', '', '', ''])).toEqual({
      problem: { code: 'missing_title', column: 'title' },
    });
    expect(parse(['B000000001', 't', '', '', '6', '', '1', '', '', '', ''])).toEqual({
      problem: { code: 'invalid_value', column: 'stars' },
    });
    expect(parse(['B000000001', 't', '', '', '', '-3', '1', '', '', '', ''])).toEqual({
      problem: { code: 'invalid_value', column: 'reviews' },
    });
    expect(parse(['B000000001', 't', '', '', '', '', '1', '', '', 'maybe', ''])).toEqual({
      problem: { code: 'invalid_value', column: 'isBestSeller' },
    });
    expect(parse(['B000000001', 't', '', '', '', '', '99999999999', '', '', '', ''])).toEqual({
      problem: { code: 'invalid_value', column: 'price' },
    });
    expect(parse(['B000000001', 't\u0000', '', '', '', '', '1', '', '', '', ''])).toEqual({
      problem: { code: 'invalid_value', column: 'title' },
    });
    expect(parse(['B000000001', 't'])).toEqual({ problem: { code: 'column_count' } });
    expect(
      parse(['B000000001', 't', '', 'https://www.amazon.ca/dp/B000000001', '', '', '1', '', '', '', '']),
    ).toEqual({ problem: { code: 'other_marketplace', column: 'productURL' } });
  });

  it('only keeps https image addresses', () => {
    expect(parse(['B000000001', 't', 'javascript:alert(1)', '', '', '', '1', '', '', '', ''])).toMatchObject({
      row: { imageUrl: null },
    });
  });
});

describe('categoryPath', () => {
  it('puts a sub-category under its department', () => {
    expect(categoryPath('Suitcases')).toEqual(['Luggage & Travel Gear', 'Suitcases']);
    expect(categoryPath('Toys & Games')).toEqual(['Toys & Games']);
    expect(categoryPath('Beauty & Personal Care')).toEqual(['Beauty & Personal Care']);
  });

  it('repairs the amazon.ca spelling and keeps unknown categories as their own department', () => {
    expect(cleanCategoryName('Industrial  Scientific')).toBe('Industrial & Scientific');
    expect(categoryPath('Motorcycle Accessories  Parts')).toEqual([
      'Automotive',
      'Motorcycle Accessories & Parts',
    ]);
    expect(categoryPath('Garden Gnomes')).toEqual(['Garden Gnomes']);
    expect(categoryPath('  ')).toEqual([]);
  });
});
