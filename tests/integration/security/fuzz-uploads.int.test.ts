/**
 * Bad input, uploads: the seller report upload (multipart: kind, marketplace, period, file) and the
 * catalog import (the parser `npm run cli -- catalog:import` and the admin upload share, then the
 * admin upload route itself) get FUZZ_RUNS generated files and fields each (100 in `npm test`; 1,000 in `npm run test:deep`) — cells replaced by nasty
 * values, lines dropped, repeated or cut, columns removed, other encodings, delimiters and line
 * ends, random bytes, empty and oversized lines. Never a 5xx or an unexpected error, nothing
 * written by a refusal, every refusal a translated error code.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppError } from '#server/lib/app-error.ts';
import { importCatalogCsv } from '#server/modules/catalog/import-catalog-csv.ts';
import { type FileBytes, fuzzedFile } from './fuzz/fuzz-file.ts';
import { FUZZ_RUNS, seedOf } from './fuzz/fuzz-route.ts';
import { createFuzzWorld } from './fuzz/fuzz-world.ts';
import { nastyString } from './fuzz/nasty-values.ts';
import { newFuzzer, runCases, short, translatedCodes } from './fuzz/run-cases.ts';

const { world, writes, rejections } = await createFuzzWorld();
const pool = world.ctx.deps.database.pool;

const fixture = (name: string) => fs.readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8');
const REPORTS = {
  business_report: fixture('business-report-child-item-us.csv').replace(/^\uFEFF/, ''),
  fba_inventory: fixture('fba-inventory.txt'),
};

/** A small catalog in the public dataset's format (no quoted cells, so cells can be edited). */
const CATALOG = [
  'asin,title,imgUrl,productURL,stars,reviews,price,listPrice,categoryName,isBestSeller,boughtInLastMonth',
  'B0FUZZ0001,Fuzz lamp,https://m.media-amazon.com/images/I/1.jpg,https://www.amazon.com/dp/B0FUZZ0001,4.5,12,19.99,0,Lighting,False,10',
  'B0FUZZ0002,Fuzz kettle,,,4.1,320,34.50,39.99,Kitchen & Dining,True,2000',
  'B0FUZZ0003,Fuzz rug,,,3.9,7,89.00,0,Home Décor Products,False,0',
  'B0FUZZ0004,Fuzz tent,,,4.7,1500,149.99,199.99,Camping & Hiking Equipment,False,300',
].join('\n');

const bytesOr = (valid: string, delimiter: string) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(new TextEncoder().encode(valid) as FileBytes) },
    { weight: 4, arbitrary: fuzzedFile(valid, delimiter) },
  );
const field = (valid: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    { weight: 1, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
const day = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('', '2026-03-01', '2026-13-45', '0000-00-00', '9999-99-99', '2026-02-30', '1900-01-01'),
  nastyString,
);

interface ReportUpload {
  kind?: string;
  marketplace?: string;
  periodStart?: string;
  periodEnd?: string;
  fileName: string;
  file?: FileBytes;
}

const reportUploads: fc.Arbitrary<ReportUpload> = fc
  .constantFrom('business_report' as const, 'fba_inventory' as const)
  .chain((kind) =>
    fc.record({
      kind: field(kind),
      marketplace: field('US'),
      periodStart: day,
      periodEnd: day,
      fileName: fc.oneof(fc.constant('report.csv'), nastyString),
      file: fc.oneof(
        { weight: 8, arbitrary: bytesOr(REPORTS[kind], kind === 'fba_inventory' ? '\t' : ',') },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    }),
  );

function reportForm(u: ReportUpload) {
  const form = new FormData();
  for (const key of ['kind', 'marketplace', 'periodStart', 'periodEnd'] as const)
    if (u[key] !== undefined) form.set(key, u[key]);
  if (u.file) form.set('file', new Blob([u.file]), u.fileName.toWellFormed() || 'x');
  return form;
}

describe(`bad input: uploads (${FUZZ_RUNS} cases each)`, () => {
  it('POST /api/seller-data/imports: seller reports', { timeout: 120_000 }, async () => {
    const cases = fc.sample(reportUploads, { numRuns: FUZZ_RUNS, seed: seedOf('seller-report') });
    const first = await newFuzzer(world);
    const result = await runCases({
      world,
      writes,
      cases,
      first,
      send: (caller, u) => world.send(caller, 'POST', '/api/seller-data/imports', { form: reportForm(u) }),
    });
    expect(result.failures).toEqual([]);
    expect(result.cases).toBe(FUZZ_RUNS);
    expect(result.refused).toBeGreaterThan(FUZZ_RUNS / 4);
    expect(rejections).toEqual([]);
  });

  it('the catalog importer (CLI and admin upload): imports or refuses with catalog_file_invalid, and a refusal changes nothing', {
    timeout: 120_000,
  }, async () => {
    const cases = fc.sample(
      fc.tuple(
        bytesOr(CATALOG, ','),
        fc.array(fc.integer({ min: 1, max: 4096 }), { minLength: 1, maxLength: 8 }),
      ),
      { numRuns: FUZZ_RUNS, seed: seedOf('catalog-import') },
    );
    const failures: string[] = [];
    let refused = 0;
    for (const [bytes, cuts] of cases) {
      const mark = await writes.mark();
      try {
        await importCatalogCsv({
          db: world.db,
          marketplace: 'US',
          input: chunks(bytes, cuts),
          source: 'csv_import',
          sourceRef: 'fuzz.csv',
          observedAt: new Date('2026-03-01T00:00:00Z'),
          categoryNames: new Map([['104', 'Suitcases']]),
        });
      } catch (e) {
        refused += 1;
        if (!isAppError(e) || !translatedCodes.has(e.code))
          failures.push(`${String((e as Error).cause ?? e)}: ${short(new TextDecoder().decode(bytes))}`);
        const written = await writes.since(mark);
        if (written.length)
          failures.push(
            `refused but wrote ${written.map((w) => w.table)}: ${short(new TextDecoder().decode(bytes))}`,
          );
      }
      if (failures.length >= 5) break;
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(FUZZ_RUNS / 10);
  });

  it('PUT /api/catalog-imports: the admin upload (query and file)', { timeout: 120_000 }, async () => {
    // Valid fields are rarer here: each accepted file starts a background import.
    const rarelyValid = (valid: string) =>
      fc.oneof(
        { weight: 1, arbitrary: fc.constant(valid) },
        { weight: 3, arbitrary: fc.option(nastyString, { nil: undefined }) },
      );
    const uploads = fc.record({
      marketplace: rarelyValid('US'),
      fileName: rarelyValid('catalog.csv'),
      observedAt: fc.oneof(
        fc.constant(undefined),
        fc.constantFrom('2026-03-01T00:00:00Z', '2026-13-01T00:00:00Z', 'yesterday'),
        nastyString,
      ),
      file: fc.oneof(
        { weight: 6, arbitrary: bytesOr(CATALOG, ',') },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    });
    const cases = fc.sample(uploads, { numRuns: FUZZ_RUNS, seed: seedOf('catalog-upload') });
    const first = await newFuzzer(world);
    const result = await runCases({
      world,
      writes,
      cases,
      first,
      send: (caller, u) => {
        const query = Object.fromEntries(
          Object.entries({
            marketplace: u.marketplace,
            fileName: u.fileName,
            observedAt: u.observedAt,
          }).flatMap(([k, v]) => (v === undefined ? [] : [[k, v.toWellFormed()]])),
        );
        return world.send(caller, 'PUT', '/api/catalog-imports', {
          query,
          raw: u.file,
          headers: { 'content-type': 'text/csv' },
        });
      },
    });
    expect(result.failures).toEqual([]);
    // The accepted files are imported in the background: each ends done, or failed with a translated
    // code that says what is wrong with the file (an internal error is the background's 500).
    await importsFinished();
    const { rows } = await pool.query<{ status: string; code: string | null }>(
      "select status, error->>'code' as code from catalog_imports",
    );
    expect(
      rows.filter(
        (r) =>
          r.status !== 'done' &&
          !(r.status === 'failed' && r.code && r.code !== 'internal_error' && translatedCodes.has(r.code)),
      ),
    ).toEqual([]);
    expect(rejections).toEqual([]);
  });
});

/** The file's text in chunks cut at the given sizes, decoded as the CLI's and the upload's read streams do. */
async function* chunks(bytes: FileBytes, cuts: number[]): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let at = 0;
  for (let i = 0; at < bytes.length; i++) {
    const size = cuts[i % cuts.length] as number;
    yield decoder.decode(bytes.subarray(at, at + size), { stream: true });
    at += size;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

async function importsFinished() {
  for (let i = 0; i < 600; i++) {
    const { rows } = await pool.query(
      "select count(*)::int as n from catalog_imports where status = 'running'",
    );
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('catalog imports still running');
}
