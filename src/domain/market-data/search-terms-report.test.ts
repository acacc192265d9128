import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSearchTermsReport } from './search-terms-report.ts';

// Shaped as Amazon's report schema (sellingPartnerSearchTermsReport.json, its example specification).
const doc = {
  reportSpecification: {
    reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
    reportOptions: { reportPeriod: 'WEEK' },
    dataStartTime: '2021-06-06',
    dataEndTime: '2021-06-12',
    marketplaceIds: ['ATVPDKIKX0DER'],
  },
  dataByDepartmentAndSearchTerm: [
    {
      departmentName: 'Amazon.com',
      searchTerm: 'garlic press',
      searchFrequencyRank: 8123,
      clickedAsin: 'B00HHLNRVE',
      clickShareRank: 1,
      clickShare: 0.2134,
      conversionShare: 0.3011,
    },
    {
      departmentName: 'Amazon.com',
      searchTerm: 'garlic press',
      searchFrequencyRank: 8123,
      clickedAsin: 'not-an-asin',
      clickShareRank: 2,
      clickShare: 0.1,
      conversionShare: 0.1,
    },
  ],
};

describe('Brand Analytics Search Terms report', () => {
  it('reads the period and each valid row; a row with a wrong field is skipped, not guessed', () => {
    expect(readSearchTermsReport(doc)).toEqual({
      reportPeriod: 'WEEK',
      periodStart: '2021-06-06',
      periodEnd: '2021-06-12',
      marketplaceIds: ['ATVPDKIKX0DER'],
      rows: [
        {
          departmentName: 'Amazon.com',
          searchTerm: 'garlic press',
          searchFrequencyRank: 8123,
          clickedAsin: 'B00HHLNRVE',
          clickShareRank: 1,
          clickShare: 0.2134,
          conversionShare: 0.3011,
        },
      ],
      skipped: 1,
    });
  });

  it('refuses a document that is not a Search Terms report', () => {
    expect(
      readSearchTermsReport({ ...doc, reportSpecification: { ...doc.reportSpecification, reportType: 'X' } }),
    ).toBeNull();
    expect(readSearchTermsReport('<html>')).toBeNull();
    expect(readSearchTermsReport(null)).toBeNull();
  });

  it('never throws and never keeps an impossible row, whatever the document', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything(), { maxLength: 5 }), (spec, rows) => {
        const read = readSearchTermsReport({
          reportSpecification: spec,
          dataByDepartmentAndSearchTerm: rows,
        });
        for (const r of read?.rows ?? []) {
          expect(r.clickShare).toBeGreaterThanOrEqual(0);
          expect(r.clickShare).toBeLessThanOrEqual(1);
          expect(Number.isInteger(r.searchFrequencyRank)).toBe(true);
        }
        const mixed = readSearchTermsReport({
          ...doc,
          dataByDepartmentAndSearchTerm: [...doc.dataByDepartmentAndSearchTerm, ...rows],
        });
        expect(mixed?.rows[0]?.clickedAsin).toBe('B00HHLNRVE');
      }),
      { numRuns: 500 },
    );
  });
});

describe("Amazon's example document", () => {
  it('reads the example in the report schema (tests/fixtures/sp-api/searchTermsReport.json)', () => {
    const example = JSON.parse(
      readFileSync(new URL('../../../tests/fixtures/sp-api/searchTermsReport.json', import.meta.url), 'utf8'),
    );
    const report = readSearchTermsReport(example);
    expect(report).toMatchObject({
      reportPeriod: 'WEEK',
      periodStart: '2021-06-06',
      periodEnd: '2021-06-12',
      // The example's six Beauty rows carry 11-character "ASINs" (B1212134343): not ASINs, skipped.
      skipped: 6,
    });
    expect(report?.rows.length).toBe(6);
    expect(report?.rows[0]).toEqual({
      departmentName: 'Amazon.com',
      searchTerm: 'search term rank one',
      searchFrequencyRank: 1,
      clickedAsin: 'B123456789',
      clickShareRank: 1,
      clickShare: 0.0771,
      conversionShare: 0.0874,
    });
  });
});
