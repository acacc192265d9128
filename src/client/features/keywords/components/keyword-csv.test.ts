import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { KeywordAnalysis, KeywordRow } from '#contracts/keywords.ts';
import { CsvReader } from '#domain/csv-reader.ts';
import { keywordsCsv } from './keyword-csv.ts';

const t = ((key: string) => key.split('.').pop()) as unknown as TFunction;
const row = (keyword: string, extra: Partial<KeywordRow> = {}): KeywordRow => ({
  keyword,
  relevance: 60,
  estimatedDemand: 1200,
  demandIsLowerBound: false,
  matchCount: 42,
  difficulty: null,
  trend: null,
  cpcCents: null,
  origin: null,
  ...extra,
});

describe('keyword CSV', () => {
  it('leaves the figures of a row not computed yet empty (ADR 103), never zeros', () => {
    const analysis: KeywordAnalysis = {
      kind: 'keyword',
      marketplace: 'US',
      seed: row('luggage', { relevance: 100 }),
      product: null,
      competitorCount: 0,
      keywords: [row('carry on luggage', { estimatedDemand: 0, matchCount: 0, pending: true })],
    };
    const reader = new CsvReader();
    const [, seed, pending] = [...reader.push(keywordsCsv(analysis, t)), ...reader.end()].map(
      (r) => r.fields,
    );
    expect(seed.slice(0, 3)).toEqual(['luggage', '100', '1200']);
    expect(seed[7]).toBe('42');
    expect(pending.slice(0, 3)).toEqual(['carry on luggage', '60', '']);
    expect(pending[7]).toBe('');
  });
});
