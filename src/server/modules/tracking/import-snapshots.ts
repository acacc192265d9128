import fs from 'node:fs';
import readline from 'node:readline';
import { CsvSyntaxError, readCsvRecords } from '#domain/csv-reader.ts';
import type { MarketplaceCode } from '#domain/marketplaces.ts';
import {
  readSnapshotRecord,
  type SnapshotField,
  type SnapshotProblem,
  snapshotFieldOf,
} from '#domain/tracking/snapshot-record.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import {
  findOrAddProduct,
  lockCatalogWrites,
  readTextChunks,
  recordSnapshot,
  resolveRootCategory,
} from '#server/modules/catalog/index.ts';

type Values = Partial<Record<SnapshotField, unknown>>;
export interface SnapshotInput {
  line: number;
  values: Values;
}

const invalidFile = (reason: string, params: Record<string, string | number> = {}) =>
  new AppError('snapshot_file_invalid', 400, { reason, ...params });

function mapKeys(object: Record<string, unknown>): Values {
  const values: Values = {};
  for (const [key, value] of Object.entries(object)) {
    const field = snapshotFieldOf(key);
    if (field && values[field] === undefined) values[field] = value;
  }
  return values;
}

async function* csvInputs(file: string): AsyncIterable<SnapshotInput> {
  let header: (SnapshotField | null)[] | null = null;
  for await (const record of readCsvRecords(readTextChunks(file))) {
    if (!header) {
      header = record.fields.map(snapshotFieldOf);
      if (!header.includes('asin')) throw invalidFile('missing_columns', { columns: 'asin' });
      continue;
    }
    const values: Values = {};
    record.fields.forEach((v, i) => {
      const field = header?.[i];
      if (field && values[field] === undefined) values[field] = v;
    });
    yield { line: record.line, values };
  }
}

async function* ndjsonInputs(file: string): AsyncIterable<SnapshotInput> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (!text.trim()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw invalidFile('json_syntax', { line });
    }
    yield {
      line,
      values: parsed && typeof parsed === 'object' ? mapKeys(parsed as Record<string, unknown>) : {},
    };
  }
}

async function* jsonInputs(file: string): AsyncIterable<SnapshotInput> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.promises.readFile(file, 'utf8'));
  } catch {
    throw invalidFile('json_syntax');
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { snapshots?: unknown })?.snapshots;
  if (!Array.isArray(list)) throw invalidFile('json_shape');
  // "line" is the item's position in the array (1-based) for JSON files.
  for (const [i, item] of list.entries())
    yield {
      line: i + 1,
      values: item && typeof item === 'object' ? mapKeys(item as Record<string, unknown>) : {},
    };
}

/** The records of a snapshot file, by extension: .csv, .json (array or { snapshots }), .ndjson / .jsonl. */
export function readSnapshotFile(file: string): AsyncIterable<SnapshotInput> {
  const ext = file.toLowerCase().split('.').pop();
  if (ext === 'json') return jsonInputs(file);
  if (ext === 'ndjson' || ext === 'jsonl') return ndjsonInputs(file);
  return csvInputs(file);
}

type RowProblem = SnapshotProblem | { code: 'unknown_product' };
type ImportProblem = RowProblem & { line: number };

export interface SnapshotImportReport {
  rowsRead: number;
  recorded: number;
  newProducts: number;
  badRows: number;
  problems: ImportProblem[];
  /** Products that received an observation (their alerts are evaluated next). */
  productIds: number[];
}

/**
 * Stores each record as a catalog snapshot (source `csv_import`, the file name as reference), in
 * one transaction. Idempotent: (product, source, time) is unique, so importing a file again changes
 * nothing. A record for an ASIN the catalog does not know needs a `title` (the product is created);
 * otherwise it is reported as `unknown_product`. No valid record → snapshot_file_invalid.
 */
export async function importSnapshots(o: {
  db: Db;
  input: AsyncIterable<SnapshotInput>;
  sourceRef: string;
  marketplace?: MarketplaceCode;
  observedAt?: Date;
  now: Date;
}): Promise<SnapshotImportReport> {
  const report: SnapshotImportReport = {
    rowsRead: 0,
    recorded: 0,
    newProducts: 0,
    badRows: 0,
    problems: [],
    productIds: [],
  };
  const productIds = new Set<number>();
  const bad = (line: number, problem: RowProblem) => {
    report.badRows += 1;
    if (report.problems.length < 100) report.problems.push({ ...problem, line });
  };
  await o.db.transaction(async (tx) => {
    await lockCatalogWrites(tx);
    try {
      for await (const { line, values } of o.input) {
        report.rowsRead += 1;
        const read = readSnapshotRecord(values, o);
        if ('problem' in read) {
          bad(line, read.problem);
          continue;
        }
        const { marketplace, asin, observedAt, title, brand, category, bsrCategory, ...figures } =
          read.record;
        // The rank's root category, by the name Amazon gives it in the marketplace's language.
        const rankDepartmentId = bsrCategory
          ? await resolveRootCategory(tx, { marketplace, name: bsrCategory })
          : undefined;
        const found = await findOrAddProduct({
          db: tx,
          marketplace,
          asin,
          title,
          brand,
          category: category ?? (bsrCategory ? [bsrCategory] : undefined),
          source: 'csv_import',
          sourceRef: o.sourceRef,
          observedAt,
        });
        if (!found.product) {
          bad(line, { code: 'unknown_product' });
          continue;
        }
        const { product } = found;
        if (found.added) report.newProducts += 1;
        await recordSnapshot({
          db: tx,
          productId: product.id,
          observation: {
            observedAt,
            source: 'csv_import',
            sourceRef: o.sourceRef,
            rankDepartmentId,
            ...figures,
          },
        });
        report.recorded += 1;
        productIds.add(product.id);
      }
    } catch (e) {
      if (e instanceof CsvSyntaxError) throw invalidFile('csv_syntax', { line: e.line });
      throw e;
    }
    if (report.rowsRead === 0) throw invalidFile('empty_file');
    if (report.recorded === 0) throw invalidFile('no_valid_rows');
  });
  report.productIds = [...productIds];
  return report;
}
