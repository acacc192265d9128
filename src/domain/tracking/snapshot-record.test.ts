import { describe, expect, it } from 'vitest';
import { readSnapshotRecord, snapshotFieldOf } from './snapshot-record.ts';

const now = new Date('2026-03-01T12:00:00Z');

describe('snapshot columns', () => {
  it('maps common names in any case and spelling', () => {
    expect(snapshotFieldOf('ASIN')).toBe('asin');
    expect(snapshotFieldOf('observed_at')).toBe('observedAt');
    expect(snapshotFieldOf('Observed At')).toBe('observedAt');
    expect(snapshotFieldOf('BSR')).toBe('bestSellersRank');
    expect(snapshotFieldOf('list-price')).toBe('listPriceCents');
    expect(snapshotFieldOf('inStock')).toBe('inStock');
    expect(snapshotFieldOf('stock_quantity')).toBe('stockQuantity');
    expect(snapshotFieldOf('boughtInLastMonth')).toBe('boughtLastMonth');
    expect(snapshotFieldOf('colour')).toBeNull();
  });
});

describe('readSnapshotRecord', () => {
  it('reads a full row into minor units with its marketplace and time', () => {
    const r = readSnapshotRecord(
      {
        asin: ' b014tmv5ye ',
        marketplace: 'amazon.com',
        observedAt: '2026-02-01T10:00:00Z',
        priceCents: '119.99',
        listPriceCents: '$139.99',
        bestSellersRank: '850',
        stockQuantity: '8',
        rating: '4.5',
        reviewCount: '1200',
      },
      { now },
    );
    expect(r).toEqual({
      record: {
        asin: 'B014TMV5YE',
        marketplace: 'US',
        observedAt: new Date('2026-02-01T10:00:00Z'),
        priceCents: 11999,
        listPriceCents: 13999,
        bestSellersRank: 850,
        stockQuantity: 8,
        inStock: true,
        rating: 4.5,
        reviewCount: 1200,
      },
    });
  });

  it('leaves empty cells unobserved and takes defaults for marketplace and time', () => {
    const r = readSnapshotRecord(
      { asin: 'B014TMV5YE', priceCents: 19.5, bestSellersRank: '' },
      { marketplace: 'JP', observedAt: new Date('2026-01-01T00:00:00Z'), now },
    );
    expect(r).toEqual({
      record: {
        asin: 'B014TMV5YE',
        marketplace: 'JP',
        observedAt: new Date('2026-01-01T00:00:00Z'),
        priceCents: 20, // yen: no minor unit
      },
    });
  });

  it('reads stock words and booleans', () => {
    const out = readSnapshotRecord(
      { asin: 'B014TMV5YE', inStock: 'Out of stock' },
      { marketplace: 'US', observedAt: now, now },
    );
    expect(out).toMatchObject({ record: { inStock: false } });
    const json = readSnapshotRecord(
      { asin: 'B014TMV5YE', inStock: true },
      { marketplace: 'US', observedAt: now, now },
    );
    expect(json).toMatchObject({ record: { inStock: true } });
  });

  it('refuses bad values, naming the column', () => {
    const base = { asin: 'B014TMV5YE', marketplace: 'US', observedAt: '2026-02-01' };
    const problem = (extra: Record<string, unknown>) => {
      const r = readSnapshotRecord({ ...base, ...extra }, { now });
      return 'problem' in r ? r.problem : null;
    };
    expect(problem({ asin: 'B01' })).toEqual({ code: 'invalid_asin', column: 'asin' });
    expect(problem({ marketplace: 'amazon.xx' })).toEqual({ code: 'invalid_value', column: 'marketplace' });
    expect(problem({ marketplace: '' })).toEqual({ code: 'missing_value', column: 'marketplace' });
    expect(problem({ observedAt: 'yesterday' })).toEqual({ code: 'invalid_value', column: 'observedAt' });
    expect(problem({ observedAt: '2026-03-02T00:00:00Z' })).toEqual({
      code: 'invalid_value',
      column: 'observedAt',
    });
    expect(problem({ priceCents: '0' })).toEqual({ code: 'invalid_value', column: 'priceCents' });
    expect(problem({ priceCents: 'abc' })).toEqual({ code: 'invalid_value', column: 'priceCents' });
    expect(problem({ bestSellersRank: '1.5' })).toEqual({ code: 'invalid_value', column: 'bestSellersRank' });
    expect(problem({ rating: '5.1' })).toEqual({ code: 'invalid_value', column: 'rating' });
    expect(problem({ stockQuantity: '-1' })).toEqual({ code: 'invalid_value', column: 'stockQuantity' });
    expect(problem({ inStock: 'maybe' })).toEqual({ code: 'invalid_value', column: 'inStock' });
    expect(problem({})).toBeNull();
  });

  it('needs a time when the file has none and no default is given', () => {
    expect(readSnapshotRecord({ asin: 'B014TMV5YE', marketplace: 'US' }, { now })).toEqual({
      problem: { code: 'missing_value', column: 'observedAt' },
    });
  });
});
