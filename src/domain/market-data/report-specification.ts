/**
 * The `reportSpecification` every Brand Analytics report document opens with (Amazon's report
 * schemas): its type, period, days and marketplaces. One reader for the Search Terms and the Search
 * Query Performance reports, so both refuse a document of another kind the same way.
 */
export type ReportPeriod = 'DAY' | 'WEEK' | 'MONTH' | 'QUARTER';

export interface ReportSpecification<P extends ReportPeriod> {
  reportPeriod: P;
  /** YYYY-MM-DD. */
  periodStart: string;
  periodEnd: string;
  marketplaceIds: string[];
  /** The report's other options (the SQP report's `asin`), unread. */
  options: Record<string, unknown>;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

export const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};

export const isShare = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;

/** The specification of a `reportType` document with one of `periods`, or null for anything else. */
export function readReportSpecification<P extends ReportPeriod>(
  spec: unknown,
  reportType: string,
  periods: readonly P[],
): ReportSpecification<P> | null {
  const s = asRecord(spec);
  const options = asRecord(s.reportOptions);
  const period = options.reportPeriod;
  if (
    s.reportType !== reportType ||
    !periods.includes(period as P) ||
    typeof s.dataStartTime !== 'string' ||
    !DAY.test(s.dataStartTime) ||
    typeof s.dataEndTime !== 'string' ||
    !DAY.test(s.dataEndTime) ||
    !Array.isArray(s.marketplaceIds)
  )
    return null;
  return {
    reportPeriod: period as P,
    periodStart: s.dataStartTime.slice(0, 10),
    periodEnd: s.dataEndTime.slice(0, 10),
    marketplaceIds: s.marketplaceIds.filter((m): m is string => typeof m === 'string'),
    options,
  };
}
