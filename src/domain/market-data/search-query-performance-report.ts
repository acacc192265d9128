import { ASIN_PATTERN } from '../asin.ts';
import {
  isShare,
  asRecord as obj,
  type ReportPeriod,
  readReportSpecification,
} from './report-specification.ts';

/**
 * Brand Analytics Search Query Performance report (GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT,
 * Amazon's report schema sellingPartnerSearchQueryPerformanceReport): for each of the seller's ASINs
 * and each search query that led buyers to them, the query's absolute volume for the period and the
 * ASIN's share of its impressions, clicks and purchases.
 */
export interface SearchQueryRow {
  asin: string;
  searchQuery: string;
  /** The query's rank among the ASIN's queries (1 = performs best). */
  searchQueryScore: number;
  /** How many times customers searched for the query in the period. */
  searchQueryVolume: number;
  totalImpressions: number;
  totalClicks: number;
  totalPurchases: number;
  /** Fractions 0–1, as Amazon gives them. */
  asinImpressionShare: number;
  asinClickShare: number;
  asinPurchaseShare: number;
}

export interface SearchQueryPerformanceReport {
  reportPeriod: Exclude<ReportPeriod, 'DAY'>;
  /** YYYY-MM-DD. */
  periodStart: string;
  periodEnd: string;
  /** The ASINs asked for (space-separated in the report's options). */
  asins: string[];
  marketplaceIds: string[];
  rows: SearchQueryRow[];
  /** Rows left out because a field was missing or of the wrong type. */
  skipped: number;
}

const isCount = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 1e12;

/**
 * The report document (already parsed JSON) as rows, or null when its specification is not a
 * Search Query Performance report's. A row with a missing or wrong field is skipped and counted.
 */
export function readSearchQueryPerformanceReport(doc: unknown): SearchQueryPerformanceReport | null {
  const { reportSpecification, dataByAsin } = obj(doc);
  const spec = readReportSpecification(
    reportSpecification,
    'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
    ['WEEK', 'MONTH', 'QUARTER'] as const,
  );
  const asin = spec?.options.asin;
  if (!spec || !Array.isArray(dataByAsin) || typeof asin !== 'string') return null;
  const rows: SearchQueryRow[] = [];
  let skipped = 0;
  for (const raw of dataByAsin) {
    const r = obj(raw);
    const q = obj(r.searchQueryData);
    const imp = obj(r.impressionData);
    const click = obj(r.clickData);
    const buy = obj(r.purchaseData);
    if (
      typeof r.asin === 'string' &&
      ASIN_PATTERN.test(r.asin) &&
      typeof q.searchQuery === 'string' &&
      q.searchQuery.trim() !== '' &&
      q.searchQuery.length <= 500 &&
      isCount(q.searchQueryScore) &&
      isCount(q.searchQueryVolume) &&
      isCount(imp.totalQueryImpressionCount) &&
      isCount(click.totalClickCount) &&
      isCount(buy.totalPurchaseCount) &&
      isShare(imp.asinImpressionShare) &&
      isShare(click.asinClickShare) &&
      isShare(buy.asinPurchaseShare)
    )
      rows.push({
        asin: r.asin,
        searchQuery: q.searchQuery.trim(),
        searchQueryScore: q.searchQueryScore,
        searchQueryVolume: q.searchQueryVolume,
        totalImpressions: imp.totalQueryImpressionCount,
        totalClicks: click.totalClickCount,
        totalPurchases: buy.totalPurchaseCount,
        asinImpressionShare: imp.asinImpressionShare,
        asinClickShare: click.asinClickShare,
        asinPurchaseShare: buy.asinPurchaseShare,
      });
    else skipped += 1;
  }
  const { options: _options, ...period } = spec;
  return { ...period, asins: asin.split(/\s+/).filter((a) => ASIN_PATTERN.test(a)), rows, skipped };
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The last Sunday–Saturday week Brand Analytics has published by `now` (Amazon's WEEK periods
 * start on a Sunday; a week's data is ready a few days after it ends, `lagDays`).
 */
export function lastPublishedWeek(now: Date, lagDays = 3): { start: string; end: string } {
  const ready = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - lagDays * DAY_MS;
  const saturday = ready - ((new Date(ready).getUTCDay() + 1) % 7) * DAY_MS;
  return { start: isoDay(saturday - 6 * DAY_MS), end: isoDay(saturday) };
}

/** The ASINs of one SQP report: Amazon takes them space-separated, at most 200 characters. */
export function sqpAsinGroups(asins: string[]): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  for (const asin of asins) {
    if ([...current, asin].join(' ').length > 200) {
      groups.push(current);
      current = [];
    }
    current.push(asin);
  }
  if (current.length) groups.push(current);
  return groups;
}
