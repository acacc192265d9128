/**
 * CSV writing shared by every export (RFC 4180: comma separator, CRLF line ends, fields quoted
 * when they contain a comma, a quote or a line break, quotes doubled).
 *
 * Spreadsheet formula injection is neutralised: a text cell starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return (or the full-width `＝`, `＋`, `－`, `＠` some spreadsheets also accept) gets a
 * leading `'`, so Excel or LibreOffice shows it as text instead of running it. Numbers are written
 * as numbers (a negative number stays `-5`). Every CSV export goes through here
 * (src/client/features/research/components/csv-exports.test.ts checks it).
 */
export type CsvValue = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/** One cell: formula-neutralised, then quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (values: readonly CsvValue[]) => values.map(csvCell).join(',');

/**
 * A whole document: a header row then one row per record. A UTF-8 byte-order mark is prepended
 * by default so spreadsheet programs read accents correctly.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  options: { bom?: boolean } = {},
): string {
  const lines = [csvRow(header), ...rows.map(csvRow)];
  return `${options.bom === false ? '' : '\uFEFF'}${lines.join('\r\n')}\r\n`;
}

/** A file-name-safe date stamp: 2026-03-07. */
export const fileDateStamp = (date: Date) => date.toISOString().slice(0, 10);
