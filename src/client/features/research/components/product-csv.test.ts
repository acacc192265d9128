import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ProductResult } from '#contracts/research.ts';
import { testCurve } from '#domain/estimators/sales-curve.fixtures.ts';
import { minorUnits } from '#domain/money.ts';
import { historyCsv } from './history-export.ts';
import { productsCsv, revenueCell, unitsCell } from './product-csv.ts';

const t = ((key: string) => key.split('.').pop()) as unknown as TFunction;

const product = {
  title: '=Sion Softside, "Black"',
  asin: 'B014TMV5YE',
  category: 'Suitcases',
  priceCents: 13999,
  units: { method: 'badge', lowerBound: 2000 },
  revenue: { kind: 'at_least', cents: minorUnits(27_998_000) },
  competition: { level: 'medium', score: 52 },
  economics: {
    fees: {
      amazonFees: { lowMinor: minorUnits(3100), highMinor: minorUnits(3100) },
      leftAfterFees: { lowMinor: minorUnits(10_899), highMinor: minorUnits(10_899) },
      size: { basis: 'package', source: 'keepa' },
    },
    cost: { minor: minorUnits(3500), basis: 'assumedPercent', bp: 2500 },
    profit: { lowMinor: minorUnits(7399), highMinor: minorUnits(7399) },
    marginPercent: { low: 52.9, high: 52.9 },
  },
  rating: 4.5,
  reviewCount: null,
  opportunity: { score: 60, components: [] },
  trend: null,
  source: 'keepa',
  observedAt: '2026-11-24T09:00:00.000Z',
  sourcingFlags: [
    { rule: 'hazmat', matched: 'perfume', on: 'category', enabled: true },
    { rule: 'too_new', reviews: 3, enabled: false },
  ],
} as unknown as ProductResult;

describe('product CSV', () => {
  it('writes the specified columns, qualified estimates, quoting and formula protection', () => {
    const csv = productsCsv([product], 'USD', t);
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'name,asin,category,price,monthlySales,revenue,competition,amazonFees,sizeBasis,leftAfterFees,margin,cost,rating,reviewCount,aiScore,trend,source,observedAt,salesError,sourcingFlags',
    );
    expect(row).toBe(
      '"\'=Sion Softside, ""Black""",B014TMV5YE,Suitcases,139.99,2000+,279980.00+,medium,31.00,package,108.99,52.9%,assumed 25% of price,4.5,,60,,keepa,2026-11-24T09:00:00.000Z,,hazmat · too_new off',
    );
  });

  it('keeps the qualifier of every kind of estimate', () => {
    expect(unitsCell({ method: 'no_badge', upperBound: 49 })).toBe('<50');
    expect(
      unitsCell({
        method: 'bsr',
        units: 395,
        range: { low: 200, high: 600 },
        rank: 1000,
        curve: testCurve(),
        atLeast: null,
        outsideFittedRanks: false,
      }),
    ).toBe('~395');
    expect(unitsCell({ method: 'no_curve', rank: 1000 })).toBe('');
    expect(
      unitsCell({
        method: 'rank_range',
        rank: 1000,
        low: 70,
        high: 280,
        basis: 'nearby_pairs',
        count: 12,
        rankLow: 500,
        rankHigh: 2000,
      }),
    ).toBe('70-280');
    expect(unitsCell({ method: 'unknown' })).toBe('');
    expect(revenueCell({ kind: 'below', cents: minorUnits(50_000) }, 'USD')).toBe('<500.00');
    expect(revenueCell({ kind: 'about', cents: minorUnits(1234) }, 'USD')).toBe('~12.34');
    expect(revenueCell(null, 'USD')).toBe('');
    // Yen have no decimals: 1,500 yen are 1500, not 15.00.
    expect(revenueCell({ kind: 'about', cents: minorUnits(1500) }, 'JPY')).toBe('~1500');
  });
});

describe('history CSV', () => {
  it('formats dates as dd/MM/yyyy HH:mm and names rows', () => {
    const csv = historyCsv(
      [
        {
          id: 1,
          type: 'keyword',
          createdAt: new Date(2026, 2, 7, 14, 5).toISOString(),
          marketplace: 'US',
          query: 'travel bag',
          kind: 'keyword',
          category: null,
          resultCount: 3,
          productName: null,
          asin: null,
          priceCents: null,
          currency: null,
          sales: 1200,
          salesIsLowerBound: false,
          score: 48,
          competitionLevel: 'medium',
        },
      ],
      t,
    );
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')[1],
    ).toBe('07/03/2026 14:05,keyword,travel bag,travel bag,,,1200,48');
  });
});
