import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogProductSnapshots, catalogProducts } from '#server/db/schema/index.ts';
import { findProductByAsin } from '#server/modules/catalog/find-product.ts';
import { importCatalogCsv } from '#server/modules/catalog/import-catalog-csv.ts';
import { loadSampleCatalogIfEmpty, SAMPLE_OBSERVED_AT } from '#server/modules/catalog/load-sample-catalog.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

async function* chunks(text: string, size = 37) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}
const countProducts = async () => (await db.select({ n: count() }).from(catalogProducts))[0].n;
const countSnapshots = async () => (await db.select({ n: count() }).from(catalogProductSnapshots))[0].n;

const HEADER =
  'asin,title,imgUrl,productURL,stars,reviews,price,listPrice,categoryName,isBestSeller,boughtInLastMonth';

describe('bundled sample catalog', () => {
  it('loads on an empty catalog with the figures of the CSV source, once', async () => {
    const reports = await loadSampleCatalogIfEmpty({ db, logger: ctx.deps.logger });
    expect(reports?.US).toMatchObject({ rowsRead: 4960, inserted: 4960, badRows: 0 });
    expect(reports?.CA).toMatchObject({ rowsRead: 6999, inserted: 6999, badRows: 0 });
    expect(await countProducts()).toBe(4960 + 6999);
    expect(await countSnapshots()).toBe(4960 + 6999);

    // us-2023-sample.csv line 2: B014TMV5YE,"Sion Softside …",…,4.5,0,139.99,0.0,104,False,2000
    const sion = await findProductByAsin({ db, marketplace: 'US', asin: 'b014tmv5ye' });
    expect(sion).toMatchObject({
      title: 'Sion Softside Expandable Roller Luggage, Black, Checked-Large 29-Inch',
      currency: 'USD',
      priceCents: 13999,
      listPriceCents: null, // 0.0 = no list price shown
      rating: 4.5,
      reviewCount: null, // 0 reviews with a 4.5 rating: the count is unknown (source quirk)
      boughtLastMonth: 2000,
      isBestSeller: false,
      categoryName: 'Suitcases',
      categoryPath: 'Luggage & Travel Gear › Suitcases',
      departmentName: 'Luggage & Travel Gear',
      productUrl: 'https://www.amazon.com/dp/B014TMV5YE',
      source: 'sample',
      sourceRef: 'us-2023-sample.csv',
    });
    expect(sion?.observedAt.toISOString()).toBe(SAMPLE_OBSERVED_AT.toISOString());

    // ca-2023-sample.csv: "B07CV4L6HX",…,"4.4","2876","47.69","0.0","Industrial  Scientific","False","0"
    const cord = await findProductByAsin({ db, marketplace: 'CA', asin: 'B07CV4L6HX' });
    expect(cord).toMatchObject({
      currency: 'CAD',
      priceCents: 4769,
      rating: 4.4,
      reviewCount: 2876,
      boughtLastMonth: 0,
      categoryPath: 'Industrial & Scientific',
      departmentName: 'Industrial & Scientific',
    });
    expect(await findProductByAsin({ db, marketplace: 'US', asin: 'B07CV4L6HX' })).toBeNull();

    expect(await loadSampleCatalogIfEmpty({ db, logger: ctx.deps.logger })).toBeNull();
  });
});

describe('CSV import', () => {
  const file = [
    HEADER,
    'B0TEST0001,"Bamboo cutting board, large",https://m.media-amazon.com/a.jpg,https://www.amazon.com/dp/B0TEST0001,4.7,1200,24.99,29.99,Kitchen & Dining,True,1000',
    'B0TEST0002,"Multi-line',
    'title",,,4.1,15,12.5,0,Kitchen & Dining,False,0',
    'not-an-asin,Broken row,,,4,1,9.99,0,Kitchen & Dining,False,0',
    'B0TEST0003,Price is text,,,4,1,cheap,0,Kitchen & Dining,False,0',
    'B0TEST0004,Too few columns',
    'B0TEST0005,Other site,,https://www.amazon.ca/dp/B0TEST0005,4,1,9.99,0,Kitchen & Dining,False,0',
    'B0TEST0006,No category,,,,,5.00,,,,',
    'B0TEST0007,Bread knife,,,4.2,40,15,0,Kitchen & Dining,False,50',
    'B0TEST0008,Oven mitts,,,4.4,77,11,0,Kitchen & Dining,False,100',
  ].join('\n');

  it('imports good rows, reports bad ones with their line numbers, and is idempotent', async () => {
    const before = await countProducts();
    const observedAt = new Date('2026-02-01T00:00:00Z');
    const run = () =>
      importCatalogCsv({
        db,
        marketplace: 'US',
        input: chunks(file),
        source: 'csv_import',
        sourceRef: 'test.csv',
        observedAt,
        batchSize: 2,
      });
    const first = await run();
    expect(first).toMatchObject({ rowsRead: 9, inserted: 5, updated: 0, badRows: 4 });
    expect(first.problems).toEqual([
      { line: 5, code: 'invalid_asin', column: 'asin' },
      { line: 6, code: 'invalid_value', column: 'price' },
      { line: 7, code: 'column_count' },
      { line: 8, code: 'other_marketplace', column: 'productURL' },
    ]);
    const afterFirst = { products: await countProducts(), snapshots: await countSnapshots() };
    expect(afterFirst.products).toBe(before + 5);

    const board = await findProductByAsin({ db, marketplace: 'US', asin: 'B0TEST0001' });
    expect(board).toMatchObject({
      title: 'Bamboo cutting board, large',
      priceCents: 2499,
      listPriceCents: 2999,
      reviewCount: 1200,
      isBestSeller: true,
      boughtLastMonth: 1000,
      imageUrl: 'https://m.media-amazon.com/a.jpg',
      categoryPath: 'Home & Kitchen › Kitchen & Dining',
    });
    expect((await findProductByAsin({ db, marketplace: 'US', asin: 'B0TEST0002' }))?.title).toBe(
      'Multi-line title',
    );
    expect(await findProductByAsin({ db, marketplace: 'US', asin: 'B0TEST0006' })).toMatchObject({
      categoryId: null,
      rating: null,
      reviewCount: null,
      boughtLastMonth: 0,
    });

    const second = await run();
    expect(second).toMatchObject({ inserted: 0, updated: 5, badRows: 4 });
    expect({ products: await countProducts(), snapshots: await countSnapshots() }).toEqual(afterFirst);
  });

  it('keeps newer figures when an older file is imported, but adds it to the history', async () => {
    const older = `${HEADER}\nB0TEST0001,Bamboo board (old title),,,4.0,900,19.99,0,Kitchen & Dining,False,500\n`;
    const report = await importCatalogCsv({
      db,
      marketplace: 'US',
      input: chunks(older),
      source: 'csv_import',
      sourceRef: 'old.csv',
      observedAt: new Date('2025-06-01T00:00:00Z'),
    });
    expect(report).toMatchObject({ inserted: 0, updated: 0, keptNewer: 1 });
    const board = await findProductByAsin({ db, marketplace: 'US', asin: 'B0TEST0001' });
    expect(board).toMatchObject({ title: 'Bamboo cutting board, large', priceCents: 2499 });
    const history = await db
      .select({ price: catalogProductSnapshots.priceCents })
      .from(catalogProductSnapshots)
      .where(eq(catalogProductSnapshots.productId, board?.id as number))
      .orderBy(catalogProductSnapshots.observedAt);
    expect(history.map((h) => h.price)).toEqual([1999, 2499]);
  });

  it.each([
    ['a file without the required columns', 'asin,name\nB0TEST0101,x\n', 'missing_columns'],
    ['an empty file', '', 'empty_file'],
    ['a file whose rows are all bad', `${HEADER}\nnope,x,,,,,1,,,,\n`, 'no_valid_rows'],
    [
      'a CSV syntax error after valid rows (in later batches)',
      `${HEADER}\nB0TEST0101,a,,,,,1,,,,\nB0TEST0102,b,,,,,1,,,,\nB0TEST0103,c,,,,,1,,,,\nB0TEST0104,"never closed,,,,,1,,,,\n`,
      'csv_syntax',
    ],
    [
      'more bad rows than good ones',
      `${HEADER}\nB0TEST0101,a,,,,,1,,,,\nx,b,,,,,1,,,,\ny,c,,,,,1,,,,\n`,
      'mostly_bad_rows',
    ],
  ])('changes nothing for %s', async (_name, text, reason) => {
    const before = { products: await countProducts(), snapshots: await countSnapshots() };
    const categories = (
      await db.execute<{ n: number }>(sql`select count(*)::int as n from catalog_categories`)
    ).rows[0].n;
    await expect(
      importCatalogCsv({
        db,
        marketplace: 'US',
        input: chunks(text),
        source: 'csv_import',
        sourceRef: 'bad.csv',
        observedAt: new Date(),
        batchSize: 1,
      }),
    ).rejects.toMatchObject({ code: 'catalog_file_invalid', params: { reason } });
    expect({ products: await countProducts(), snapshots: await countSnapshots() }).toEqual(before);
    expect(
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from catalog_categories`)).rows[0].n,
    ).toBe(categories);
  });

  it('resolves category ids through the categories file and refuses unknown ids', async () => {
    const text =
      'asin,title,imgUrl,productURL,stars,reviews,price,listPrice,category_id,isBestSeller,boughtInLastMonth\n' +
      'B0TEST0201,Carry-on,,,4.5,0,99,0,104,False,50\nB0TEST0202,Mystery,,,4.5,0,99,0,999,False,50\nB0TEST0203,Tote,,,4.5,0,99,0,101,False,50\n';
    const report = await importCatalogCsv({
      db,
      marketplace: 'US',
      input: chunks(text),
      source: 'csv_import',
      sourceRef: 'ids.csv',
      observedAt: new Date(),
      categoryNames: new Map([
        ['104', 'Suitcases'],
        ['101', 'Travel Tote Bags'],
      ]),
    });
    expect(report).toMatchObject({
      inserted: 2,
      badRows: 1,
      problems: [{ line: 3, code: 'unknown_category' }],
    });
    expect((await findProductByAsin({ db, marketplace: 'US', asin: 'B0TEST0201' }))?.categoryPath).toBe(
      'Luggage & Travel Gear › Suitcases',
    );
  });
});
