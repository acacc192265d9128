import { describe, expect, it } from 'vitest';
import { sizeInputOf } from '../fees/size-basis.ts';
import { DEFAULT_EXCHANGE_RATES } from '../market/exchange-rates.ts';
import { DEFAULT_COST_ASSUMPTION, leftAfterFeesPercent, marginMidpoint } from './margin.ts';
import { DEFAULT_FEE_SETTINGS, estimateProductEconomics, sellerContextFor } from './product-economics.ts';

const date = new Date('2026-11-28T12:00:00Z');
const suitcase = (settings = DEFAULT_FEE_SETTINGS, more = {}) =>
  estimateProductEconomics({
    marketplace: 'US',
    priceMinor: 13_999,
    category: 'Luggage & Travel Gear › Suitcases',
    size: { basis: 'package', source: 'keepa', package: { sidesIn: [28, 18, 11], unitWeightOz: 160 } },
    date,
    settings,
    rates: DEFAULT_EXCHANGE_RATES,
    ...more,
  });

describe('product economics: fees always, margin only with a cost', () => {
  it('uses the research cost assumption by default (25 % of the price) and says so', () => {
    const e = suitcase();
    expect(DEFAULT_COST_ASSUMPTION).toEqual({ kind: 'percentOfPrice', bp: 2500 });
    expect(e?.cost).toEqual({ minor: 3500, basis: 'assumedPercent', bp: 2500 });
    const left = e?.fees.leftAfterFees.lowMinor ?? 0;
    expect(e?.profit).toEqual({ lowMinor: left - 3500, highMinor: left - 3500 });
    expect(e?.marginPercent?.low).toBe(Math.round(((left - 3500) / 13_999) * 1000) / 10);
    // Never "100 % − referral": the FBA fee is in it.
    expect(e?.fees.fulfilment.kind).toBe('fee');
    expect(e?.marginPercent?.low).toBeLessThan(85 - 25);
  });

  it('has no margin without a cost: fees and what is left only', () => {
    const e = suitcase({ ...DEFAULT_FEE_SETTINGS, costAssumption: { kind: 'none' } });
    expect(e).toMatchObject({ cost: null, profit: null, marginPercent: null });
    expect(e?.fees.leftAfterFees.lowMinor).toBeGreaterThan(0);
  });

  it("uses the seller's own cost of the product when they entered one", () => {
    expect(suitcase(DEFAULT_FEE_SETTINGS, { ownUnitCostMinor: 5000 })?.cost).toEqual({
      minor: 5000,
      basis: 'own',
    });
  });

  it('converts a per-unit assumption in another currency with the exchange-rate table, and says from what', () => {
    const e = suitcase({
      ...DEFAULT_FEE_SETTINGS,
      costAssumption: { kind: 'perUnit', minor: 1000, currency: 'EUR' },
    });
    expect(e?.cost).toMatchObject({
      basis: 'assumedPerUnit',
      minor: 1039,
      converted: { minor: 1000, currency: 'EUR', ratesDate: '2024-12-31' },
    });
  });

  it('gives ranges when the size is unknown, and a midpoint for sorting', () => {
    const e = estimateProductEconomics({
      marketplace: 'US',
      priceMinor: 2000,
      category: 'Kitchen & Dining',
      size: sizeInputOf({}),
      date,
      settings: DEFAULT_FEE_SETTINGS,
    });
    expect(e?.marginPercent && e.marginPercent.low < e.marginPercent.high).toBe(true);
    expect(e && marginMidpoint(e)).toBeCloseTo(
      ((e?.marginPercent?.low ?? 0) + (e?.marginPercent?.high ?? 0)) / 2,
      0,
    );
    expect(e && leftAfterFeesPercent(e.fees)).toBeGreaterThan(0);
  });

  it('is null without a price', () => {
    expect(suitcase(DEFAULT_FEE_SETTINGS, { priceMinor: null })).toBeNull();
    expect(suitcase(DEFAULT_FEE_SETTINGS, { priceMinor: 0 })).toBeNull();
  });

  it('reads VAT registration per marketplace and the country of establishment, else the defaults', () => {
    expect(sellerContextFor(DEFAULT_FEE_SETTINGS, 'FR')).toEqual({
      vatRegistered: true,
      establishedIn: 'FR',
      fromSettings: false,
    });
    expect(sellerContextFor(DEFAULT_FEE_SETTINGS, 'US')).toEqual({
      vatRegistered: false,
      establishedIn: 'US',
      fromSettings: false,
    });
    const mine = {
      ...DEFAULT_FEE_SETTINGS,
      vatRegistered: { FR: false },
      establishedIn: 'US' as const,
      saved: true,
    };
    expect(sellerContextFor(mine, 'FR')).toEqual({
      vatRegistered: false,
      establishedIn: 'US',
      fromSettings: true,
    });
    expect(sellerContextFor(mine, 'DE').vatRegistered).toBe(true);
  });
});
