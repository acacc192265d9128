import { describe, expect, it } from 'vitest';
import { todayStamp } from '#client/lib/download-file.ts';
import { minorUnits } from '#domain/money.ts';
import type { HistoryEntry } from '../api/history.ts';
import { historyCsv, historyDate, historyJson } from './history-export.ts';

describe('export dates (local time)', () => {
  it('history rows are dd/MM/yyyy HH:mm', () => {
    expect(historyDate(new Date(2026, 2, 7, 14, 5).toISOString())).toBe('07/03/2026 14:05');
    expect(historyDate(new Date(2026, 11, 31, 9, 0).toISOString())).toBe('31/12/2026 09:00');
  });

  it('file names carry yyyy-MM-dd', () => {
    expect(todayStamp(new Date(2026, 2, 7, 23, 59))).toBe('2026-03-07');
  });
});

describe('lower-bound sales figures (badge)', () => {
  const entry: HistoryEntry = {
    id: 1,
    type: 'product',
    createdAt: new Date(2026, 2, 7, 14, 5).toISOString(),
    marketplace: 'US',
    query: 'bag',
    kind: 'products',
    category: null,
    resultCount: 3,
    productName: 'Bag',
    asin: 'B000000001',
    priceCents: minorUnits(1999),
    currency: 'USD',
    sales: 10000,
    salesIsLowerBound: true,
    score: 80,
    competitionLevel: null,
  };
  const t = ((key: string) => key) as unknown as Parameters<typeof historyCsv>[1];

  it('CSV writes "10000+" for a badge figure and the bare number otherwise', () => {
    const rows = historyCsv([entry, { ...entry, id: 2, sales: 420, salesIsLowerBound: false }], t).split(
      /\r?\n/,
    );
    expect(rows[1]).toContain(',10000+,80');
    expect(rows[2]).toContain(',420,80');
  });

  it('CSV has the search query beside the best result’s name (all products when none was typed)', () => {
    const rows = historyCsv(
      [
        entry,
        { ...entry, id: 2, query: null },
        { ...entry, id: 3, type: 'keyword', kind: 'keyword', query: 'tote bag' },
      ],
      t,
    ).split(/\r?\n/);
    expect(rows[0].replace(/^\uFEFF/, '')).toBe(
      'research:historyCsv.date,research:historyCsv.type,research:historyCsv.name,research:historyCsv.query,research:historyCsv.category,research:historyCsv.price,research:historyCsv.sales,research:historyCsv.score',
    );
    expect(rows[1]).toContain('research:history.type.product,Bag,bag,');
    expect(rows[2]).toContain(',Bag,research:history.allProducts,');
    expect(rows[3]).toContain('research:history.type.keyword,tote bag,tote bag,');
  });

  it('JSON keeps the number and says it is a lower bound', () => {
    const [row] = JSON.parse(historyJson([entry]));
    expect(row).toMatchObject({ sales: 10000, salesIsLowerBound: true });
  });
});
