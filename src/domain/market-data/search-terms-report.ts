import { ASIN_PATTERN } from '../asin.ts';

/**
 * Brand Analytics Search Terms report (GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT, Amazon's report
 * schema sellingPartnerSearchTermsReport): for each search term of a department, its search
 * frequency rank and its top three clicked ASINs with click and conversion shares, for one period.
 */
export type ReportPeriod = 'DAY' | 'WEEK' | 'MONTH' | 'QUARTER';

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

const PERIODS = new Set(['DAY', 'WEEK', 'MONTH', 'QUARTER']);
const DAY = /^\d{4}-\d{2}-\d{2}/;
const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max;
const isRank = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 1e8;
const isShare = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;

/**
 * The report document (already parsed JSON) as rows, or null when its specification is not a
 * Search Terms report's (the whole document is then refused). A row with a missing or wrong field
 * is skipped and counted, never guessed.
 */
export function readSearchTermsReport(doc: unknown): SearchTermsReport | null {
  if (!doc || typeof doc !== 'object') return null;
  const { reportSpecification: spec, dataByDepartmentAndSearchTerm: data } = doc as Record<string, unknown>;
  if (!spec || typeof spec !== 'object' || !Array.isArray(data)) return null;
  const s = spec as Record<string, unknown>;
  const period = (s.reportOptions as Record<string, unknown> | undefined)?.reportPeriod;
  if (
    s.reportType !== 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT' ||
    typeof period !== 'string' ||
    !PERIODS.has(period) ||
    typeof s.dataStartTime !== 'string' ||
    !DAY.test(s.dataStartTime) ||
    typeof s.dataEndTime !== 'string' ||
    !DAY.test(s.dataEndTime) ||
    !Array.isArray(s.marketplaceIds)
  )
    return null;
  const rows: SearchTermRow[] = [];
  let skipped = 0;
  for (const raw of data) {
    const r = (raw ?? {}) as Record<string, unknown>;
    if (
      isText(r.departmentName, 200) &&
      isText(r.searchTerm, 500) &&
      isRank(r.searchFrequencyRank) &&
      typeof r.clickedAsin === 'string' &&
      ASIN_PATTERN.test(r.clickedAsin) &&
      isRank(r.clickShareRank) &&
      isShare(r.clickShare) &&
      isShare(r.conversionShare)
    )
      rows.push({
        departmentName: r.departmentName.trim(),
        searchTerm: r.searchTerm.trim(),
        searchFrequencyRank: r.searchFrequencyRank,
        clickedAsin: r.clickedAsin,
        clickShareRank: r.clickShareRank,
        clickShare: r.clickShare,
        conversionShare: r.conversionShare,
      });
    else skipped += 1;
  }
  return {
    reportPeriod: period as ReportPeriod,
    periodStart: s.dataStartTime.slice(0, 10),
    periodEnd: s.dataEndTime.slice(0, 10),
    marketplaceIds: s.marketplaceIds.filter((m): m is string => typeof m === 'string'),
    rows,
    skipped,
  };
}
