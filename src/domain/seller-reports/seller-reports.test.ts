import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBusinessReport } from './business-report.ts';
import { parseFbaInventoryReport } from './fba-inventory-report.ts';
import { ReportError, readReportTable } from './report-table.ts';

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../tests/fixtures/${name}`, import.meta.url), 'utf8');

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ReportError) return { code: e.code, params: e.params };
    throw e;
  }
  throw new Error('no error');
};

describe('Business Report, Detail Page Sales and Traffic by child item', () => {
  const report = parseBusinessReport(readReportTable(fixture('business-report-child-item-us.csv')), {
    minorPerMajor: 100,
    dateOrder: 'mdy',
  });

  it('reads one row per child ASIN with money in cents and traffic split by device', () => {
    expect(report.kind).toBe('by_asin');
    if (report.kind !== 'by_asin') return;
    expect(report.rows).toHaveLength(8);
    const bottle = report.rows.find((r) => r.asin === 'B0C7K3M9QX');
    expect(bottle).toMatchObject({
      parentAsin: 'B0C7K3M9QX',
      sku: 'WB-32-BLK',
      unitsOrdered: 312,
      orderedSalesMinor: 779688, // $7,796.88
      totalOrderItems: 301,
      sessions: 2605, // "2,605"
      sessionsMobile: 1843,
      sessionsBrowser: 762,
      pageViews: 3594,
      buyBoxPercent: 98.7,
    });
    const unsold = report.rows.find((r) => r.asin === 'B0DD3K7YPW');
    expect(unsold).toMatchObject({ unitsOrdered: 0, orderedSalesMinor: 0, buyBoxPercent: null });
  });
});

describe('Business Report, Sales and Traffic by date (amazon.fr, French number format)', () => {
  it('reads one row per day with day/month dates and "1 234,56 €" amounts', () => {
    const report = parseBusinessReport(readReportTable(fixture('business-report-by-date-fr.csv')), {
      minorPerMajor: 100,
      dateOrder: 'dmy',
    });
    expect(report.kind).toBe('by_date');
    if (report.kind !== 'by_date') return;
    expect(report.rows).toHaveLength(14);
    expect(report.rows[0]).toMatchObject({
      date: '2025-10-01',
      orderedSalesMinor: 81590,
      unitsOrdered: 41,
      totalOrderItems: 38,
      sessions: 612,
      sessionsMobile: 379,
      pageViews: 845,
      buyBoxPercent: 97.5,
    });
    expect(report.rows[13]?.date).toBe('2025-10-14');
  });
});

describe('FBA Manage Inventory report', () => {
  it('reads the tab-separated download', () => {
    const lines = parseFbaInventoryReport(readReportTable(fixture('fba-inventory.txt')), {
      minorPerMajor: 100,
    });
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatchObject({
      sku: 'WB-32-BLK',
      asin: 'B0C7K3M9QX',
      fulfillable: 412,
      reserved: 37,
      unfulfillable: 3,
      inboundShipped: 120,
      total: 572,
      priceMinor: 2499,
    });
  });
});

describe('wrong files get a clear error', () => {
  it('an inventory report given as a Business Report, and the reverse', () => {
    const inventory = readReportTable(fixture('fba-inventory.txt'));
    expect(errorOf(() => parseBusinessReport(inventory, { minorPerMajor: 100, dateOrder: 'mdy' }))).toEqual({
      code: 'seller_report_wrong_kind',
      params: { detected: 'fba_inventory', expected: 'business_report' },
    });
    const business = readReportTable(fixture('business-report-child-item-us.csv'));
    expect(errorOf(() => parseFbaInventoryReport(business, { minorPerMajor: 100 })).code).toBe(
      'seller_report_wrong_kind',
    );
  });

  it('an unrelated CSV names the missing columns', () => {
    const table = readReportTable('name,price\nMug,12.5\n');
    expect(errorOf(() => parseBusinessReport(table, { minorPerMajor: 100, dateOrder: 'mdy' }))).toEqual({
      code: 'seller_report_unrecognised',
      params: {
        missing:
          '(Child) ASIN / Date, Ordered Product Sales, Units Ordered, Total Order Items, Sessions - Total, Page Views - Total',
      },
    });
  });

  it('an empty file, a bad number and a bad date point at the line', () => {
    expect(errorOf(() => readReportTable('  \n')).code).toBe('seller_report_empty');
    const header =
      '"(Child) ASIN","Units Ordered","Ordered Product Sales","Total Order Items","Sessions","Page Views"';
    const bad = readReportTable(
      `${header}\n"B0C7K3M9QX","12","$20.00","12","100","150"\n"B0C7K3N2RT","lots","$1.00","1","1","1"\n`,
    );
    expect(errorOf(() => parseBusinessReport(bad, { minorPerMajor: 100, dateOrder: 'mdy' }))).toEqual({
      code: 'seller_report_bad_value',
      params: { row: 3, column: 'units ordered', value: 'lots' },
    });
    const huge = readReportTable(`${header}\n"B0C7K3M9QX","3000000000","$20.00","12","100","150"\n`);
    expect(errorOf(() => parseBusinessReport(huge, { minorPerMajor: 100, dateOrder: 'mdy' }))).toEqual({
      code: 'seller_report_bad_value',
      params: { row: 2, column: 'units ordered', value: '3000000000' },
    });
    const dates = readReportTable(
      '"Date","Units Ordered","Ordered Product Sales","Total Order Items","Sessions","Page Views"\n"31/31/2025","1","1","1","1","1"\n',
    );
    expect(errorOf(() => parseBusinessReport(dates, { minorPerMajor: 100, dateOrder: 'dmy' }))).toEqual({
      code: 'seller_report_bad_date',
      params: { row: 2, value: '31/31/2025' },
    });
  });
});
