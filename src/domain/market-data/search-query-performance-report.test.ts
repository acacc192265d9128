import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lastPublishedWeek,
  readSearchQueryPerformanceReport,
  sqpAsinGroups,
} from './search-query-performance-report.ts';

// Amazon's own example of the report (tests/fixtures/sp-api/searchQueryPerformanceReport.json).
const example = JSON.parse(
  readFileSync(
    new URL('../../../tests/fixtures/sp-api/searchQueryPerformanceReport.json', import.meta.url),
    'utf8',
  ),
);

describe('readSearchQueryPerformanceReport', () => {
  it("reads Amazon's example document", () => {
    const report = readSearchQueryPerformanceReport(example);
    expect(report).toMatchObject({
      reportPeriod: 'WEEK',
      periodStart: '2025-01-05',
      periodEnd: '2025-01-11',
      asins: ['B123456789', 'B987654321'],
      marketplaceIds: ['ATVPDKIKX0DER'],
      skipped: 0,
    });
    expect(report?.rows[0]).toEqual({
      asin: 'B123456789',
      searchQuery: 'wireless headphones',
      searchQueryScore: 5,
      searchQueryVolume: 15000,
      totalImpressions: 10000,
      totalClicks: 1000,
      totalPurchases: 100,
      asinImpressionShare: 0.0765,
      asinClickShare: 0.05,
      asinPurchaseShare: 0.05,
    });
  });

  it('refuses another report and skips a wrong row without guessing', () => {
    expect(
      readSearchQueryPerformanceReport({
        ...example,
        reportSpecification: { ...example.reportSpecification, reportType: 'GET_SALES_AND_TRAFFIC_REPORT' },
      }),
    ).toBeNull();
    const bad = structuredClone(example);
    bad.dataByAsin[1].purchaseData.asinPurchaseShare = 5;
    const report = readSearchQueryPerformanceReport(bad);
    expect(report?.rows).toHaveLength(1);
    expect(report?.skipped).toBe(1);
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        readSearchQueryPerformanceReport(v);
        readSearchQueryPerformanceReport({ ...example, dataByAsin: [v] });
      }),
    );
  });
});

describe('lastPublishedWeek', () => {
  it('is the last Sunday–Saturday week ended at least three days ago', () => {
    // Wednesday 15 Jan 2025: the week of 5–11 Jan ended Saturday, three days before 14 Jan.
    expect(lastPublishedWeek(new Date('2025-01-15T10:00:00Z'))).toEqual({
      start: '2025-01-05',
      end: '2025-01-11',
    });
    expect(lastPublishedWeek(new Date('2025-01-14T10:00:00Z'))).toEqual({
      start: '2025-01-05',
      end: '2025-01-11',
    });
    expect(lastPublishedWeek(new Date('2025-01-13T23:00:00Z'))).toEqual({
      start: '2024-12-29',
      end: '2025-01-04',
    });
  });
});

describe('sqpAsinGroups', () => {
  it('keeps each group within 200 characters', () => {
    const asins = Array.from({ length: 40 }, (_, i) => `B0${String(i).padStart(8, '0')}`);
    const groups = sqpAsinGroups(asins);
    expect(groups.flat()).toEqual(asins);
    expect(groups[0]).toHaveLength(18);
    for (const g of groups) expect(g.join(' ').length).toBeLessThanOrEqual(200);
  });
});
