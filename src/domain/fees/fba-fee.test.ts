import { describe, expect, it } from 'vitest';
import { type FbaCard, shiftTable, US_FBA_2024, US_FBA_2024_TABLE } from './fba-cards.ts';
import { dimensionalWeightOz, fbaCardFor, fbaFee, sizeTierOf } from './fba-fee.ts';

type Sides = [number, number, number];
const fee = (sidesIn: Sides, unitWeightOz: number, priceMinor = 2000) =>
  fbaFee({ sidesIn, unitWeightOz, priceMinor })?.feeMinor;
const lb = (pounds: number) => pounds * 16;

describe('which marketplaces have an FBA card', () => {
  it('has the amazon.com card only: elsewhere the fee is entered by the seller', () => {
    expect(fbaCardFor('US')?.marketplace).toBe('US');
    for (const m of ['UK', 'DE', 'FR', 'IT', 'ES', 'CA', 'JP'] as const) expect(fbaCardFor(m)).toBeNull();
  });
});

describe('size tiers (2024 card)', () => {
  it('small standard up to 15 x 12 x 0.75 in and 16 oz unit weight', () => {
    expect(sizeTierOf({ sidesIn: [15, 12, 0.75], unitWeightOz: 16 }).tier).toBe('smallStandard');
    expect(sizeTierOf({ sidesIn: [0.75, 15, 12], unitWeightOz: 16 }).tier).toBe('smallStandard');
    expect(sizeTierOf({ sidesIn: [15.01, 12, 0.75], unitWeightOz: 8 }).tier).toBe('largeStandard');
    expect(sizeTierOf({ sidesIn: [15, 12.01, 0.75], unitWeightOz: 8 }).tier).toBe('largeStandard');
    expect(sizeTierOf({ sidesIn: [15, 12, 0.76], unitWeightOz: 8 }).tier).toBe('largeStandard');
    expect(sizeTierOf({ sidesIn: [15, 12, 0.75], unitWeightOz: 16.01 }).tier).toBe('largeStandard');
  });

  it('large standard up to 18 x 14 x 8 in and 20 lb shipping weight', () => {
    expect(sizeTierOf({ sidesIn: [18, 14, 8], unitWeightOz: 16 }).tier).toBe('largeStandard');
    expect(sizeTierOf({ sidesIn: [18.01, 14, 8], unitWeightOz: 16 }).tier).toBe('largeBulky');
    expect(sizeTierOf({ sidesIn: [18, 14.01, 8], unitWeightOz: 16 }).tier).toBe('largeBulky');
    expect(sizeTierOf({ sidesIn: [18, 14, 8.01], unitWeightOz: 16 }).tier).toBe('largeBulky');
    expect(sizeTierOf({ sidesIn: [10, 6, 1], unitWeightOz: lb(20) }).tier).toBe('largeStandard');
    expect(sizeTierOf({ sidesIn: [10, 6, 1], unitWeightOz: lb(20) + 0.01 }).tier).toBe('largeBulky');
  });

  it('large bulky up to 59 x 33 x 33 in, length + girth 130 in and 50 lb; beyond is extra-large', () => {
    expect(sizeTierOf({ sidesIn: [59, 20, 15], unitWeightOz: lb(10) }).tier).toBe('extraLarge'); // dim 127 lb
    expect(sizeTierOf({ sidesIn: [30, 10, 10], unitWeightOz: lb(10) }).tier).toBe('largeBulky');
    expect(sizeTierOf({ sidesIn: [30, 10, 10], unitWeightOz: lb(50) }).tier).toBe('largeBulky');
    expect(sizeTierOf({ sidesIn: [30, 10, 10], unitWeightOz: lb(50) + 0.01 }).tier).toBe('extraLarge');
    expect(sizeTierOf({ sidesIn: [59.01, 5, 5], unitWeightOz: lb(5) }).tier).toBe('extraLarge');
    // length + girth: 50 + 2 * (20 + 20) = 130 fits (dim 57.6 lb makes it extra-large, so test weightless limits)
    const girthCard: FbaCard = { ...US_FBA_2024, dimensionalDivisor: 1e9 };
    expect(sizeTierOf({ sidesIn: [50, 20, 20], unitWeightOz: lb(5) }, girthCard).tier).toBe('largeBulky');
    expect(sizeTierOf({ sidesIn: [50, 20, 20.01], unitWeightOz: lb(5) }, girthCard).tier).toBe('extraLarge');
  });

  it('uses dimensional weight (L x W x H / 139) except for small standard', () => {
    expect(dimensionalWeightOz([18, 14, 8], 139)).toBeCloseTo((2016 / 139) * 16, 6);
    const small = sizeTierOf({ sidesIn: [15, 12, 0.75], unitWeightOz: 2 });
    expect(small.shippingWeightOz).toBe(2);
    const large = sizeTierOf({ sidesIn: [10, 6, 1], unitWeightOz: 4 });
    expect(large.shippingWeightOz).toBeCloseTo((60 / 139) * 16, 6);
  });

  it('rejects empty or negative sizes', () => {
    expect(() => sizeTierOf({ sidesIn: [0, 1, 1], unitWeightOz: 1 })).toThrow(RangeError);
    expect(() => sizeTierOf({ sidesIn: [1, 1, 1], unitWeightOz: -1 })).toThrow(RangeError);
  });
});

describe('FBA fulfilment fee, amazon.com 2024 (price $10 or more)', () => {
  it('small standard at each weight boundary', () => {
    const s: Sides = [10, 8, 0.5];
    const expected: [number, number][] = [
      [1, 306],
      [2, 306],
      [2.01, 315],
      [4, 315],
      [4.01, 324],
      [6, 324],
      [6.01, 333],
      [8, 333],
      [8.01, 343],
      [10, 343],
      [10.01, 353],
      [12, 353],
      [12.01, 360],
      [14, 360],
      [14.01, 365],
      [16, 365],
    ];
    for (const [oz, cents] of expected) expect(fee(s, oz), `${oz} oz`).toBe(cents);
  });

  it('large standard at each weight boundary (dimensional weight of 10 x 6 x 1 in is 6.9 oz)', () => {
    const s: Sides = [10, 6, 1];
    const expected: [number, number][] = [
      [4, 390],
      [8, 390],
      [8.01, 415],
      [12, 415],
      [12.01, 455],
      [16, 455],
      [16.01, 499],
      [20, 499],
      [20.01, 537],
      [24, 537],
      [24.01, 552],
      [28, 552],
      [28.01, 577],
      [32, 577],
      [32.01, 587],
      [36, 587],
      [36.01, 605],
      [40, 605],
      [40.01, 621],
      [44, 621],
      [44.01, 662],
      [48, 662],
      [48.01, 700],
      [52, 700],
      [52.01, 708],
      [lb(20), 692 + 68 * 8],
    ];
    for (const [oz, cents] of expected) expect(fee(s, oz), `${oz} oz`).toBe(cents);
    expect(fee([10, 6, 0.7], 4)).toBe(315); // same weight, small standard
    expect(fee([12, 9, 1], 2)).toBe(455); // dim 108 / 139 lb = 12.4 oz
  });

  it('large bulky: $9.61 + $0.38 per lb above the first', () => {
    expect(fee([30, 10, 10], lb(10))).toBe(961 + 21 * 38); // dim 21.58 lb
    expect(fee([20, 15, 9], lb(1))).toBe(961 + 19 * 38); // dim 19.42 lb
    expect(fee([30, 10, 10], lb(50))).toBe(961 + 49 * 38);
  });

  it('extra-large in its four weight ranges', () => {
    expect(fee([60, 10, 5], lb(5))).toBe(2633 + 21 * 38); // dim 21.58 lb
    expect(fee([60, 10, 5], lb(50))).toBe(2633 + 49 * 38);
    expect(fee([60, 10, 5], lb(50.5))).toBe(4012);
    expect(fee([60, 10, 5], lb(60))).toBe(4012 + 9 * 75);
    expect(fee([60, 10, 5], lb(70))).toBe(4012 + 19 * 75);
    expect(fee([60, 10, 5], lb(100))).toBe(5481 + 29 * 75);
    expect(fee([60, 10, 5], lb(150))).toBe(5481 + 79 * 75);
    expect(fee([60, 10, 5], lb(200))).toBe(19495 + 49 * 19);
  });

  it('charges $0.77 less under $10 and reports the band and card', () => {
    expect(fee([10, 8, 0.5], 2, 999)).toBe(229);
    expect(fee([10, 8, 0.5], 2, 1000)).toBe(306);
    const r = fbaFee({ sidesIn: [10, 8, 0.5], unitWeightOz: 2, priceMinor: 999 });
    expect(r).toMatchObject({
      tier: 'smallStandard',
      priceBandBelowMinor: 1000,
      card: { id: 'us-fba-2024' },
    });
  });

  it('has no card outside the US', () => {
    expect(fbaFee({ sidesIn: [1, 1, 1], unitWeightOz: 1, priceMinor: 1000, marketplace: 'DE' })).toBeNull();
  });

  it('picks a later card by date, with its own price bands (a 2026-style card added as data)', () => {
    const later: FbaCard = {
      ...US_FBA_2024,
      id: 'test-later',
      effectiveFrom: '2030-01-01',
      priceBands: [
        { belowMinor: 1000, table: shiftTable(US_FBA_2024_TABLE, -86 + 8) },
        { belowMinor: 5000, table: shiftTable(US_FBA_2024_TABLE, 8) },
        { belowMinor: null, table: shiftTable(US_FBA_2024_TABLE, 20) },
      ],
    };
    const cards = [US_FBA_2024, later];
    const at = (date: string, priceMinor: number) =>
      fbaFee({ sidesIn: [10, 8, 0.5], unitWeightOz: 2, priceMinor, date: new Date(date), cards })?.feeMinor;
    expect(at('2029-12-31', 2000)).toBe(306);
    expect(at('2030-01-01', 999)).toBe(228);
    expect(at('2030-01-01', 2000)).toBe(314);
    expect(at('2030-01-01', 5000)).toBe(326);
    expect(at('2020-01-01', 2000)).toBe(306); // before every card: the oldest
  });
});
