/**
 * Numbers as Seller Central writes them in its CSV reports, in any locale: "1,234", "1.234",
 * "1 234,56 €", "$1,234.56", "12.34%", "12,34 %", "¥1,234", "—" or "" (no value → null).
 * A lone separator followed by exactly three digits is a thousands separator ("1,234" = 1234);
 * otherwise it is the decimal mark ("12,5" = 12.5). When both appear, the last one is the decimal mark.
 */
export function parseReportNumber(raw: string | undefined | null): number | null {
  if (raw === undefined || raw === null) return null;
  let s = raw
    .trim()
    .replace(/[\u00a0\u202f\s]/g, '')
    .replace(/^(?:[A-Z]{2,3}\$|[A-Z]{3}|[$€£¥])/, '')
    .replace(/(?:[€$£¥%]|[A-Z]{3})$/, '');
  if (s === '' || s === '-' || s === '—' || s === '--') return null;
  const negative = s.startsWith('-');
  if (negative || s.startsWith('+')) s = s.slice(1);
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let normalized: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    normalized = s.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    const groups = s.split(sep);
    const thousandsGrouping =
      groups.length > 1 && groups.slice(1).every((g) => g.length === 3) && (groups[0]?.length ?? 0) <= 3;
    normalized =
      thousandsGrouping && (groups.length > 2 || sep === ',' || groups[0] !== '0')
        ? groups.join('')
        : groups.length === 2
          ? `${groups[0]}.${groups[1]}`
          : '';
  } else {
    normalized = s;
  }
  if (!/^\d+(\.\d+)?$/.test(normalized)) return Number.NaN;
  const value = Number(normalized);
  return negative ? -value : value;
}

/**
 * Largest figure a report cell may hold (counts are 32-bit integers in the database; no seller has
 * two billion units, sessions or currency units on one line): above it the cell is a bad value.
 */
export const MAX_REPORT_NUMBER = 2_000_000_000;

/** A money amount in minor units of a currency with `minorPerMajor` (100 for EUR, 1 for JPY). */
export function toMinorUnits(value: number, minorPerMajor: number): number {
  return Math.round(value * minorPerMajor);
}

/** Strict calendar date "YYYY-MM-DD" (UTC) or null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

export type DateOrder = 'mdy' | 'dmy' | 'ymd';

/** Parses "03/14/2025", "14/03/2025", "2025/03/14", "2025-03-14", "14.03.25" by the given order. */
export function parseReportDate(raw: string, order: DateOrder): string | null {
  const parts = raw
    .trim()
    .split(/[/.-]/)
    .map((p) => Number(p));
  if (parts.length !== 3 || parts.some((p) => !Number.isInteger(p))) return null;
  const [a, b, c] = parts as [number, number, number];
  if (String(raw.trim().split(/[/.-]/)[0]).length === 4) return isoDate(a, b, c);
  const year = c < 100 ? 2000 + c : c;
  return order === 'mdy' ? isoDate(year, a, b) : isoDate(year, b, a);
}
