import { strToU8, zipSync } from 'fflate';
import { type CsvValue, toCsv } from '#domain/csv.ts';

/** One kind of data of the account: written as `<name>.json` and `<name>.csv`. */
export interface ExportSection {
  name: string;
  /** The columns, in order (the CSV header even when there are no rows). */
  columns: readonly string[];
  rows: readonly Record<string, unknown>[];
}

/**
 * Columns never exported: secrets that only let someone act as the account (hashes, tokens). Token
 * counts ("inputTokens" of an AI request) are not secrets.
 */
const SECRET = /hash|token(?!s$)|secret|password|encrypted/i;

const cell = (value: unknown): CsvValue => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value))
    return value as CsvValue;
  return JSON.stringify(value); // jsonb columns: one cell of JSON
};

/** The sections as a zip (README.txt first), with secret columns left out of every file. */
export function zipExport(sections: readonly ExportSection[], o: { exportedAt: Date; readme: string }) {
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(o.readme) };
  for (const section of sections) {
    const columns = section.columns.filter((c) => !SECRET.test(c));
    const rows = section.rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null])));
    files[`${section.name}.json`] = strToU8(`${JSON.stringify(rows, null, 2)}\n`);
    files[`${section.name}.csv`] = strToU8(
      toCsv(
        columns,
        rows.map((r) => columns.map((c) => cell(r[c]))),
      ),
    );
  }
  const mtime = o.exportedAt;
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, [data, { mtime }]])), {
    level: 6,
  });
}
