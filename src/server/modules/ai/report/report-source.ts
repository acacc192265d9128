import type { Language } from '#domain/languages.ts';
import type { ComparedPeriods } from '#domain/period-comparison.ts';
import type { PlanId } from '#domain/plans.ts';
import type { Db } from '#server/db/client.ts';

export type Localized = Record<Language, string>;

/**
 * The windows a report compares (src/domain/period-comparison.ts): this month up to today
 * included, and as many days from the start of the previous month. A count of the previous window
 * is compared through `atSameLength` (scaled when the previous month is shorter).
 */
export interface ReportContext extends ComparedPeriods {
  db: Db;
  userId: string;
  plan: PlanId;
  /** The end of the calendar month, for what is not compared (the quota used so far). */
  monthEnd: Date;
}

/** One figure of the report, always the result of a query on the user's own data. */
export interface ReportFact {
  key: string;
  label: Localized;
  value: number;
  /** The same figure for the previous month's window of the same length, when it means something. */
  previous?: number | null;
  /** `money`: minor units of `currency` (ordered product sales). */
  unit?: 'count' | 'percent' | 'money';
  currency?: string;
}

export interface ReportSection {
  id: string;
  title: Localized;
  facts: ReportFact[];
  /** Names that stand out in the data (most searched keywords, products…), shown as they are. */
  highlights?: { label: Localized; items: string[] };
  /** Advice derived from the figures by fixed thresholds. */
  recommendations: Localized[];
}

/**
 * A source of the monthly report: one small function that queries one kind of the user's data
 * and says what it shows. Returns null when it has nothing for this user.
 * Register it in report-sources.ts.
 */
export type ReportSource = (ctx: ReportContext) => Promise<ReportSection | null>;

export const factValue = (sections: ReportSection[], key: string) =>
  sections.flatMap((s) => s.facts).find((f) => f.key === key)?.value ?? 0;
