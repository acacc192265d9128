import type { CatalogSource } from './catalog/catalog-source.ts';

/**
 * Where a figure shown to a seller comes from, and when it was true: every card, table row, chart,
 * alert and export carries one ("Keepa · 3 h ago", "Amazon SP-API · today", "sample data · 2023",
 * "your Business Report · 1–30 Oct"). One shape and one age rule for the whole app; the client
 * turns it into words (src/client/components/figure-origin.tsx).
 */
export type FigureSource =
  | CatalogSource
  /** The seller's own Sales and Traffic (Business Report) upload or sync. */
  | 'business_report'
  /** Amazon Brand Analytics reports (Search Terms, Search Query Performance). */
  | 'brand_analytics'
  /** Derived from the catalog's listings (relative demand, competition). */
  | 'catalog';

export interface FigureOrigin {
  source: FigureSource;
  /** When the figure was observed (ISO string or Date); for a period, its end. */
  at: string | Date;
  /** A report's period (inclusive days, YYYY-MM-DD), shown instead of an age. */
  period?: { start: string; end: string };
}

/** Figures older than this are marked stale wherever they are shown. */
export const STALE_AFTER_DAYS = 30;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type FigureAge =
  | { unit: 'now' }
  | { unit: 'minutes' | 'hours' | 'days'; value: number }
  /** Older than a month: the date itself reads better than "14 months ago". */
  | { unit: 'date' }
  /** The bundled sample is only known to date from its year (docs/catalog.md). */
  | { unit: 'year'; year: number }
  | { unit: 'period' };

/**
 * How old a figure is, in the unit a reader wants: "just now", minutes, hours, days, then the date;
 * the sample's year; a report's period. `stale` past STALE_AFTER_DAYS (an observation dated in the
 * future, a clock skew, counts as now).
 */
export function figureAge(origin: FigureOrigin, now: Date): { age: FigureAge; stale: boolean } {
  const at = new Date(origin.at);
  const ms = Math.max(0, now.getTime() - at.getTime());
  const stale = ms > STALE_AFTER_DAYS * DAY;
  if (origin.period) return { age: { unit: 'period' }, stale };
  if (origin.source === 'sample') return { age: { unit: 'year', year: at.getUTCFullYear() }, stale };
  if (ms < MINUTE) return { age: { unit: 'now' }, stale };
  if (ms < HOUR) return { age: { unit: 'minutes', value: Math.floor(ms / MINUTE) }, stale };
  if (ms < DAY) return { age: { unit: 'hours', value: Math.floor(ms / HOUR) }, stale };
  if (ms <= STALE_AFTER_DAYS * DAY) return { age: { unit: 'days', value: Math.floor(ms / DAY) }, stale };
  return { age: { unit: 'date' }, stale };
}

/** True when a figure observed at `at` is older than STALE_AFTER_DAYS. */
export const isStale = (at: string | Date, now: Date) =>
  now.getTime() - new Date(at).getTime() > STALE_AFTER_DAYS * DAY;
