/**
 * Formula injection: every CSV the app produces goes through src/domain/csv.ts (toCsv), which
 * neutralises cells starting with =, +, -, @, a tab or a carriage return. The source scan fails
 * when a new CSV export appears without being listed here (and so without this test's check).
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { keywordsCsv } from '#client/features/keywords/components/keyword-csv.ts';
import type { HistoryEntry } from '#client/features/research/api/history.ts';
import { historyCsv } from '#client/features/research/components/history-export.ts';
import { productsCsv } from '#client/features/research/components/product-csv.ts';
import type { KeywordAnalysis, KeywordRow } from '#contracts/keywords.ts';
import type { ProductResult } from '#contracts/research.ts';
import { CsvReader } from '#domain/csv-reader.ts';

const SRC = path.resolve(import.meta.dirname, '../../../src');
const t = ((key: string) => key.split('.').pop()) as unknown as TFunction;

/** The modules that write a CSV file, each through toCsv. */
const CSV_WRITERS = [
  'client/features/research/components/product-csv.ts',
  'client/features/keywords/components/keyword-csv.ts',
  'client/features/research/components/history-export.ts',
  'client/features/research/components/favourites-csv.ts',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'locales' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [file] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** Cells of a CSV document as a spreadsheet program reads them. */
function cells(csv: string): string[] {
  const reader = new CsvReader();
  return [...reader.push(csv), ...reader.end()].flatMap((r) => r.fields);
}

const FORMULA = /^[=+\-@\t\r＝＋－＠]/;
const NUMBER = /^-?\d+(\.\d+)?$/;
/** A cell a spreadsheet would run: a formula start that is not a plain number. */
const dangerous = (cell: string) => FORMULA.test(cell) && !NUMBER.test(cell);

const hostile = fc.oneof(
  fc.constantFrom(
    '=HYPERLINK("http://evil.example","x")',
    '+cmd|/c calc',
    '-2+3+cmd',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
  ),
  fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '＝'), fc.string()).map(([a, b]) => a + b),
  fc.string(),
);

describe('CSV exports', () => {
  it('lists every module that downloads or serves a CSV, and each writes it with toCsv', () => {
    const exporters = sourceFiles(SRC)
      .filter((file) => {
        const text = fs.readFileSync(file, 'utf8');
        const downloads = /downloadFile\([^;]*text\/csv/s.test(text);
        const serves = file.includes(`${path.sep}server${path.sep}`) && /text\/csv/.test(text);
        return downloads || serves;
      })
      .map(rel);
    expect(exporters.sort()).toEqual([
      'client/features/research/components/favourites-panel.tsx',
      'client/features/research/components/search-history-panel.tsx',
      'client/routes/keyword-research.tsx',
      'client/routes/product-research.tsx',
    ]);
    for (const file of exporters) {
      const text = fs.readFileSync(path.join(SRC, file), 'utf8');
      expect(text, file).toMatch(/\b(productsCsv|keywordsCsv|historyCsv|favouritesCsv)\(/);
    }
    for (const writer of CSV_WRITERS) {
      const text = fs.readFileSync(path.join(SRC, writer), 'utf8');
      expect(text, writer).toMatch(/import \{[^}]*\btoCsv\b[^}]*\} from '(?:#domain|[./]+domain)\/csv\.ts'/);
      expect(text, writer).not.toMatch(/join\(['"`][,;]/);
    }
  });

  it('neutralises formulas in product exports', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (title, category, asin) => {
        const product = {
          title,
          asin,
          category,
          priceCents: -500,
          units: { method: 'none' },
          revenue: null,
          competition: null,
          margin: { marginPercent: -12 },
          rating: null,
          reviewCount: -1,
          opportunity: { score: 0, components: [] },
          trend: null,
          source: 'keepa',
          observedAt: '2026-11-24T09:00:00.000Z',
        } as unknown as ProductResult;
        expect(cells(productsCsv([product], 'USD', t)).filter(dangerous)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('neutralises formulas in keyword exports', () => {
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 1, maxLength: 5 }), (words) => {
        const row = (keyword: string): KeywordRow => ({
          keyword,
          relevance: 50,
          estimatedDemand: 10,
          demandIsLowerBound: false,
          matchCount: 1,
          difficulty: null,
          trend: null,
          cpcCents: null,
          origin: { source: 'keepa', at: '2026-11-24T09:00:00.000Z' },
        });
        const analysis = {
          seed: row(words[0] as string),
          keywords: words.map(row),
        } as unknown as KeywordAnalysis;
        expect(cells(keywordsCsv(analysis, t)).filter(dangerous)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('neutralises formulas in search-history exports', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, (query, productName, category, currency) => {
        const entry = {
          id: 1,
          type: 'product',
          createdAt: '2026-03-07T10:00:00.000Z',
          marketplace: 'US',
          query,
          kind: 'products',
          category,
          resultCount: 1,
          productName,
          asin: null,
          priceCents: -100,
          currency,
          sales: -3,
          salesIsLowerBound: true,
          score: null,
        } as unknown as HistoryEntry;
        const keyword = { ...entry, type: 'keyword', productName: null } as HistoryEntry;
        expect(cells(historyCsv([entry, keyword], t)).filter(dangerous)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
