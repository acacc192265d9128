import {
  type DateOrder,
  MAX_REPORT_NUMBER,
  parseReportDate,
  parseReportNumber,
  toMinorUnits,
} from './report-numbers.ts';
import { findColumn, ReportError, type ReportTable } from './report-table.ts';

/** Sales and traffic figures shared by the per-product and the per-day rows. */
export interface SalesTraffic {
  orderedSalesMinor: number;
  orderedSalesB2bMinor: number | null;
  unitsOrdered: number;
  unitsOrderedB2b: number | null;
  totalOrderItems: number;
  sessions: number;
  sessionsBrowser: number | null;
  sessionsMobile: number | null;
  pageViews: number;
  pageViewsBrowser: number | null;
  pageViewsMobile: number | null;
  /** Featured Offer (Buy Box) percentage, 0–100. */
  buyBoxPercent: number | null;
}

export interface AsinSalesTraffic extends SalesTraffic {
  asin: string;
  parentAsin: string | null;
  sku: string | null;
  title: string | null;
}

export interface DailySalesTraffic extends SalesTraffic {
  date: string;
}

export type BusinessReport =
  | { kind: 'by_asin'; rows: AsinSalesTraffic[] }
  | { kind: 'by_date'; rows: DailySalesTraffic[] };

/** Column names of Seller Central's Business Reports (English), newest name first. */
const COLUMNS = {
  childAsin: ['(Child) ASIN', 'Child ASIN'],
  parentAsin: ['(Parent) ASIN', 'Parent ASIN'],
  title: ['Title'],
  sku: ['SKU'],
  date: ['Date'],
  sales: ['Ordered Product Sales'],
  salesB2b: ['Ordered Product Sales - B2B'],
  units: ['Units Ordered'],
  unitsB2b: ['Units Ordered - B2B'],
  orderItems: ['Total Order Items'],
  sessions: ['Sessions - Total', 'Sessions'],
  sessionsBrowser: ['Sessions - Browser'],
  sessionsMobile: ['Sessions - Mobile App'],
  pageViews: ['Page Views - Total', 'Page Views'],
  pageViewsBrowser: ['Page Views - Browser'],
  pageViewsMobile: ['Page Views - Mobile App'],
  buyBox: ['Featured Offer (Buy Box) Percentage', 'Buy Box Percentage'],
} as const;

const REQUIRED = ['sales', 'units', 'orderItems', 'sessions', 'pageViews'] as const;
const INVENTORY_HINTS = ['afn-fulfillable-quantity', 'fnsku'];

/**
 * Reads a Seller Central Business Report saved as CSV: "Detail Page Sales and Traffic By Child Item"
 * (one row per child ASIN for the chosen dates) or "Sales and Traffic By Date" (one row per day).
 * Money is returned in minor units (`minorPerMajor`: 100 for EUR, 1 for JPY).
 */
export function parseBusinessReport(
  table: ReportTable,
  o: { minorPerMajor: number; dateOrder: DateOrder },
): BusinessReport {
  if (INVENTORY_HINTS.some((h) => table.headers.includes(h)))
    throw new ReportError('seller_report_wrong_kind', {
      detected: 'fba_inventory',
      expected: 'business_report',
    });
  const col = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, names]) => [key, findColumn(table, names)]),
  ) as Record<keyof typeof COLUMNS, string | undefined>;
  const byAsin = !!col.childAsin;
  const missing = [
    ...(byAsin || col.date ? [] : ['(Child) ASIN / Date']),
    ...REQUIRED.filter((k) => !col[k]).map((k) => COLUMNS[k][0]),
  ];
  if (missing.length > 0)
    throw new ReportError('seller_report_unrecognised', { missing: missing.join(', ') });

  const rowNumber = (i: number) => i + 2; // the header is line 1
  const number = (row: Record<string, string>, key: keyof typeof COLUMNS, i: number, required: boolean) => {
    const column = col[key];
    if (!column) return null;
    const value = parseReportNumber(row[column]);
    if (value === null) {
      if (required) return 0;
      return null;
    }
    if (Number.isNaN(value) || value < 0 || value > MAX_REPORT_NUMBER)
      throw new ReportError('seller_report_bad_value', {
        row: rowNumber(i),
        column,
        value: row[column] ?? '',
      });
    return value;
  };
  const count = (row: Record<string, string>, key: keyof typeof COLUMNS, i: number) =>
    Math.round(number(row, key, i, true) ?? 0);
  const optionalCount = (row: Record<string, string>, key: keyof typeof COLUMNS, i: number) => {
    const v = number(row, key, i, false);
    return v === null ? null : Math.round(v);
  };
  const money = (row: Record<string, string>, key: keyof typeof COLUMNS, i: number, required: boolean) => {
    const v = number(row, key, i, required);
    return v === null ? null : toMinorUnits(v, o.minorPerMajor);
  };
  const figures = (row: Record<string, string>, i: number): SalesTraffic => ({
    orderedSalesMinor: money(row, 'sales', i, true) ?? 0,
    orderedSalesB2bMinor: money(row, 'salesB2b', i, false),
    unitsOrdered: count(row, 'units', i),
    unitsOrderedB2b: optionalCount(row, 'unitsB2b', i),
    totalOrderItems: count(row, 'orderItems', i),
    sessions: count(row, 'sessions', i),
    sessionsBrowser: optionalCount(row, 'sessionsBrowser', i),
    sessionsMobile: optionalCount(row, 'sessionsMobile', i),
    pageViews: count(row, 'pageViews', i),
    pageViewsBrowser: optionalCount(row, 'pageViewsBrowser', i),
    pageViewsMobile: optionalCount(row, 'pageViewsMobile', i),
    buyBoxPercent: number(row, 'buyBox', i, false),
  });

  if (byAsin) {
    const byChild = new Map<string, AsinSalesTraffic>();
    table.rows.forEach((row, i) => {
      const asin = (row[col.childAsin as string] ?? '').toUpperCase();
      if (!/^[A-Z0-9]{10}$/.test(asin))
        throw new ReportError('seller_report_bad_value', {
          row: rowNumber(i),
          column: col.childAsin as string,
          value: asin,
        });
      const current = figures(row, i);
      const previous = byChild.get(asin);
      byChild.set(
        asin,
        previous
          ? { ...previous, ...sumFigures(previous, current) }
          : {
              asin,
              parentAsin: (col.parentAsin && row[col.parentAsin]?.toUpperCase()) || null,
              sku: (col.sku && row[col.sku]) || null,
              title: (col.title && row[col.title]) || null,
              ...current,
            },
      );
    });
    return { kind: 'by_asin', rows: [...byChild.values()] };
  }

  const byDay = new Map<string, DailySalesTraffic>();
  const dates = table.rows.map((row) => row[col.date as string] ?? '');
  const order = pickDateOrder(dates, o.dateOrder);
  table.rows.forEach((row, i) => {
    const date = parseReportDate(dates[i] as string, order);
    if (!date) throw new ReportError('seller_report_bad_date', { row: rowNumber(i), value: dates[i] ?? '' });
    if (byDay.has(date))
      throw new ReportError('seller_report_duplicate_date', { row: rowNumber(i), value: date });
    byDay.set(date, { date, ...figures(row, i) });
  });
  return { kind: 'by_date', rows: [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date)) };
}

/** The marketplace's date order, unless some dates only make sense in the other one. */
function pickDateOrder(dates: string[], preferred: DateOrder): DateOrder {
  if (dates.every((d) => parseReportDate(d, preferred))) return preferred;
  const other: DateOrder = preferred === 'mdy' ? 'dmy' : 'mdy';
  return dates.every((d) => parseReportDate(d, other)) ? other : preferred;
}

/** Two rows of the same product added up (a child ASIN listed under two SKUs). */
export function sumFigures(a: SalesTraffic, b: SalesTraffic): SalesTraffic {
  const add = (x: number | null, y: number | null) => (x === null && y === null ? null : (x ?? 0) + (y ?? 0));
  return {
    orderedSalesMinor: a.orderedSalesMinor + b.orderedSalesMinor,
    orderedSalesB2bMinor: add(a.orderedSalesB2bMinor, b.orderedSalesB2bMinor),
    unitsOrdered: a.unitsOrdered + b.unitsOrdered,
    unitsOrderedB2b: add(a.unitsOrderedB2b, b.unitsOrderedB2b),
    totalOrderItems: a.totalOrderItems + b.totalOrderItems,
    sessions: a.sessions + b.sessions,
    sessionsBrowser: add(a.sessionsBrowser, b.sessionsBrowser),
    sessionsMobile: add(a.sessionsMobile, b.sessionsMobile),
    pageViews: a.pageViews + b.pageViews,
    pageViewsBrowser: add(a.pageViewsBrowser, b.pageViewsBrowser),
    pageViewsMobile: add(a.pageViewsMobile, b.pageViewsMobile),
    buyBoxPercent: a.buyBoxPercent ?? b.buyBoxPercent,
  };
}
