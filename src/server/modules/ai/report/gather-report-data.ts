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
  stats: { total_searches: number };
}

export const periodOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** Runs every report source for one calendar month (UTC) of one user. */
export async function gatherReportData(o: {
  db: Db;
  userId: string;
  plan: PlanId;
  year: number;
  month: number;
}): Promise<ReportData> {
  const from = new Date(Date.UTC(o.year, o.month - 1, 1));
  const to = new Date(Date.UTC(o.year, o.month, 1));
  const previousFrom = new Date(Date.UTC(o.year, o.month - 2, 1));
  const ctx = { db: o.db, userId: o.userId, plan: o.plan, from, to, previousFrom };
  const results = await Promise.all(reportSources.map((source) => source(ctx)));
  const sections = results.filter((s): s is ReportSection => s !== null);
  return {
    period: periodOf(o.year, o.month),
    year: o.year,
    month: o.month,
    sections,
    stats: { total_searches: factValue(sections, 'total_searches') },
  };
}
