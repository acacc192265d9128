import { ASIN_PATTERN } from '../asin.ts';
import { isShare, type ReportPeriod, readReportSpecification } from './report-specification.ts';

/**
 * Brand Analytics Search Terms report (GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT, Amazon's report
 * schema sellingPartnerSearchTermsReport): for each search term of a department, its search
 * frequency rank and its top three clicked ASINs with click and conversion shares, for one period.
 */
export type { ReportPeriod } from './report-specification.ts';

export interface SearchTermRow {
  departmentName: string;
  searchTerm: string;
  searchFrequencyRank: number;
  clickedAsin: string;
  clickShareRank: number;
  /** Fractions 0–1, as Amazon gives them. */
  clickShare: number;
  conversionShare: number;
}

export interface SearchTermsReport {
  reportPeriod: ReportPeriod;
  /** YYYY-MM-DD. */
  periodStart: string;
  periodEnd: string;
  marketplaceIds: string[];
  rows: SearchTermRow[];
  /** Rows left out because a field was missing or of the wrong type. */
  skipped: number;
}

const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max;
const isRank = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 1e8;

/** The report's specification, when it is a Search Terms report's (the document is refused otherwise). */
export const readSearchTermsSpecification = (spec: unknown) =>
  readReportSpecification(spec, 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', [
    'DAY',
    'WEEK',
    'MONTH',
    'QUARTER',
  ] as const);

/** One row of `dataByDepartmentAndSearchTerm`, or null when a field is missing or of the wrong type. */
export function readSearchTermRow(raw: unknown): SearchTermRow | null {
  const r = (raw ?? {}) as Record<string, unknown>;
  if (
    !(
      isText(r.departmentName, 200) &&
      isText(r.searchTerm, 500) &&
      isRank(r.searchFrequencyRank) &&
      typeof r.clickedAsin === 'string' &&
      ASIN_PATTERN.test(r.clickedAsin) &&
      isRank(r.clickShareRank) &&
      isShare(r.clickShare) &&
      isShare(r.conversionShare)
    )
  )
    return null;
  return {
    departmentName: r.departmentName.trim(),
    searchTerm: r.searchTerm.trim(),
    searchFrequencyRank: r.searchFrequencyRank,
    clickedAsin: r.clickedAsin,
    clickShareRank: r.clickShareRank,
    clickShare: r.clickShare,
    conversionShare: r.conversionShare,
  };
}

/**
 * The report document (already parsed JSON) as rows, or null when its specification is not a
 * Search Terms report's (the whole document is then refused). A row with a missing or wrong field
 * is skipped and counted, never guessed.
 */
export function readSearchTermsReport(doc: unknown): SearchTermsReport | null {
  if (!doc || typeof doc !== 'object') return null;
  const { reportSpecification, dataByDepartmentAndSearchTerm: data } = doc as Record<string, unknown>;
  if (!Array.isArray(data)) return null;
  const spec = readSearchTermsSpecification(reportSpecification);
  if (!spec) return null;
  const rows: SearchTermRow[] = [];
  let skipped = 0;
  for (const raw of data) {
    const row = readSearchTermRow(raw);
    if (row) rows.push(row);
    else skipped += 1;
  }
  const { options: _options, ...period } = spec;
  return { ...period, rows, skipped };
}
