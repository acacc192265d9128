import { type ComparedPeriods, comparedPeriods } from '#domain/period-comparison.ts';
import type { PlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';
import { factValue, type ReportSection } from './report-source.ts';
import { reportSources } from './report-sources.ts';

export interface ReportData {
  /** `YYYY-MM` */
  period: string;
  year: number;
  month: number;
  sections: ReportSection[];
  /** The windows compared, said in the report's text. */
  periods: ComparedPeriods;
  stats: { total_searches: number };
}

export const periodOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * Runs every report source for one calendar month (UTC) of one user: up to today included when it
 * is in progress (what the seller did so far, the searches of this morning too), compared with the
 * same number of days of the previous month.
 */
export async function gatherReportData(o: {
  db: Db;
  userId: string;
  plan: PlanId;
  year: number;
  month: number;
  now: Date;
  /** Today counts (default): a report asked after nine searches this morning says nine. */
  through?: 'yesterday' | 'today';
}): Promise<ReportData> {
  const periods = comparedPeriods(o.year, o.month, o.now, o.through ?? 'today');
  const monthEnd = new Date(Date.UTC(o.year, o.month, 1));
  const ctx = { db: o.db, userId: o.userId, plan: o.plan, ...periods, monthEnd };
  const results = await Promise.all(reportSources.map((source) => source(ctx)));
  const sections = results.filter((s): s is ReportSection => s !== null);
  return {
    period: periodOf(o.year, o.month),
    year: o.year,
    month: o.month,
    sections,
    periods,
    stats: { total_searches: factValue(sections, 'total_searches') },
  };
}
