import Papa from 'papaparse';

/** A report file as header → cell text rows, whatever its separator (comma, semicolon or tab). */
export interface ReportTable {
  headers: string[];
  rows: Record<string, string>[];
}

/** A problem with an uploaded report: a stable code and its parameters (translated by the client). */
export class ReportError extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;
  constructor(code: string, params: Record<string, string | number> = {}) {
    super(code);
    this.name = 'ReportError';
    this.code = code;
    this.params = params;
  }
}

const normalizeHeader = (h: string) =>
  h
    .replace(/^\ufeff/, '')
    .trim()
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .toLowerCase();

export function readReportTable(text: string): ReportTable {
  const clean = text.replace(/^\ufeff/, '');
  if (clean.trim() === '') throw new ReportError('seller_report_empty');
  const parsed = Papa.parse<string[]>(clean, { skipEmptyLines: 'greedy', delimiter: '' });
  const [head, ...body] = parsed.data;
  if (!head || head.length < 2) throw new ReportError('seller_report_unrecognised', { missing: '' });
  const headers = head.map(normalizeHeader);
  const rows = body.map((cells) => Object.fromEntries(headers.map((h, i) => [h, (cells[i] ?? '').trim()])));
  if (rows.length === 0) throw new ReportError('seller_report_empty');
  return { headers, rows };
}

/** The first of `names` present in the table (reports renamed some columns over the years). */
export function findColumn(table: ReportTable, names: readonly string[]): string | undefined {
  return names.map(normalizeHeader).find((n) => table.headers.includes(n));
}
