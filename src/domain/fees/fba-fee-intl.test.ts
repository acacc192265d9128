/** UK, DE, FR, IT, ES, CA and JP FBA cards against rows of the reference (§2, §3.2-§3.9, §4.1). */
import { describe, expect, it } from 'vitest';
import type { MarketplaceCode } from '../marketplaces.ts';
import { type FbaFeeInput, type FulfilmentFee, fbaFee, type UnpricedFulfilment } from './fba-fee.ts';
import { toOunces } from './units.ts';

type Cm = [number, number, number];
/** A package in cm and g, priced on a marketplace on a day. */
const fee = (
  marketplace: MarketplaceCode,
  cm: Cm,
  grams: number,
  priceMinor: number,
  day = '2026-03-01',
  more: Partial<FbaFeeInput> = {},
) =>
  fbaFee({
    sidesIn: cm.map((c) => c / 2.54) as Cm,
    unitWeightOz: toOunces(grams, 'g'),
    priceMinor,
    marketplace,
    date: new Date(`${day}T12:00:00Z`),
    ...more,
  }) as FulfilmentFee;
const ENVELOPE: Cm = [20, 15, 1];

describe('EU 2026 local cards (reference §3.3)', () => {
  it('prices a 20 g light envelope in each store, DE with and without CEP', () => {
    const rows: [MarketplaceCode, number][] = [
      ['UK', 183],
      ['DE', 233],
      ['FR', 275],
      ['IT', 323],
      ['ES', 277],
    ];
    for (const [m, cents] of rows) expect(fee(m, ENVELOPE, 20, 2500).baseMinor, m).toBe(cents);
    expect(fee('DE', ENVELOPE, 20, 2500, '2026-03-01', { programme: 'cep' }).baseMinor).toBe(207);
    expect(fee('UK', ENVELOPE, 20, 2500).currency).toBe('GBP');
  });

  it('uses dimensional weight L × W × H / 5000 for parcels', () => {
    const small = fee('UK', [30, 20, 10], 300, 2500); // dim 1.2 kg
    expect(small).toMatchObject({
      sizeTier: 'smallParcel',
      baseMinor: 305,
      shippingWeight: { value: 1200, unit: 'g' },
    });
    const standard = fee('FR', [40, 30, 20], 1000, 2500); // dim 4.8 kg → ≤ 5.9 kg row
    expect(standard).toMatchObject({ sizeTier: 'standardParcel', baseMinor: 822 });
    expect(fee('ES', [40, 30, 20], 1000, 2500).baseMinor).toBe(596);
    expect(fee('IT', [45, 34, 26], 11_900, 2500).baseMinor).toBe(625);
  });

  it('charges envelopes on unit weight and oversize per kg above the base band', () => {
    expect(fee('FR', [30, 22, 2], 455, 2500)).toMatchObject({ sizeTier: 'standardEnvelope', baseMinor: 377 });
    const over = fee('UK', [50, 40, 30], 1500, 2500); // small oversize, dim 12 kg
    expect(over).toMatchObject({ sizeTier: 'smallOversize', baseMinor: 349 + Math.round(11.24 * 25) });
    expect(fee('DE', [180, 30, 20], 20_000, 9900).sizeTier).toBe('specialOversize');
  });

  it('applies Low-Price FBA up to £20 / €20, and the old threshold to the excluded categories', () => {
    expect(fee('FR', ENVELOPE, 20, 2000)).toMatchObject({ priceBand: 'lowPrice', baseMinor: 224 });
    expect(fee('FR', ENVELOPE, 20, 2001)).toMatchObject({ priceBand: 'standard', baseMinor: 275 });
    expect(fee('FR', ENVELOPE, 20, 1200, '2026-03-01', { category: 'kitchen' }).baseMinor).toBe(224);
    expect(fee('FR', ENVELOPE, 20, 1201, '2026-03-01', { category: 'kitchen' }).baseMinor).toBe(275);
    expect(fee('DE', ENVELOPE, 20, 1100, '2026-03-01', { category: 'grocery' }).baseMinor).toBe(187);
    expect(fee('DE', ENVELOPE, 20, 1101, '2026-03-01', { category: 'grocery' }).baseMinor).toBe(233);
    expect(fee('UK', [30, 20, 10], 300, 1000).baseMinor).toBe(305); // charged 1.2 kg > 400 g: no Low-Price row
    expect(fee('UK', [20, 10, 7], 300, 1000)).toMatchObject({
      sizeTier: 'smallParcel',
      priceBand: 'lowPrice',
      baseMinor: 270,
    });
  });

  it('adds the 1.5 % fuel surcharge from 2026-04-17, low confidence (code sources only)', () => {
    expect(fee('UK', ENVELOPE, 20, 2500, '2026-04-16').totalMinor).toBe(183);
    const after = fee('UK', ENVELOPE, 20, 2500, '2026-04-17');
    expect(after.totalMinor).toBe(186);
    expect(after.lines[0]).toMatchObject({ kind: 'fuelAndLogistics', bp: 150, confidence: 'low' });
    expect(after.confidence).toBe('low');
  });

  it('peak 2026/27 in the UK and DE only: the known row, the rest flagged; FR has none', () => {
    const d = '2026-11-28';
    const parcel: Cm = [30, 20, 7]; // small parcel, dim 840 g
    expect(fee('UK', parcel, 800, 2500, '2026-10-14').baseMinor).toBe(304);
    expect(fee('UK', parcel, 800, 2500, d)).toMatchObject({ period: 'peak', baseMinor: 315, notes: [] });
    expect(fee('UK', parcel, 1300, 2500, d).notes).toContain('peakRateUnconfirmed');
    expect(fee('UK', ENVELOPE, 20, 2500, d).notes).not.toContain('peakRateUnconfirmed'); // envelopes unchanged
    expect(fee('DE', parcel, 800, 2500, d).card.id).toBe('de-fba-peak-2026');
    expect(fee('FR', parcel, 800, 2500, d)).toMatchObject({ period: 'nonPeak', card: { id: 'fr-fba-2026' } });
  });

  it('prices clothing parcels on the unit-weight tiers and adds the hazmat surcharge', () => {
    const shirt = fee('FR', [30, 20, 7], 400, 2500, '2026-03-01', { productClass: 'apparel' });
    expect(shirt).toMatchObject({ sizeTier: 'smallParcel1', baseMinor: 497 + 3 * 3, confidence: 'low' });
    const dg = fee('UK', ENVELOPE, 20, 2500, '2026-03-01', { productClass: 'dangerousGoods' });
    expect(dg.lines).toContainEqual(expect.objectContaining({ kind: 'dangerousGoods', amountMinor: 10 }));
    expect(dg.totalMinor).toBe(193);
  });

  it('uses the 2026 card before 2026-02-01 and says the date is before it', () => {
    const r = fee('FR', ENVELOPE, 20, 2500, '2025-12-01');
    expect(r.notes).toContain('beforeFirstCard');
    expect(r.confidence).toBe('low');
  });
});

describe('amazon.ca (reference §2, low confidence)', () => {
  it('prices envelope, standard and oversize rows, then the surcharge and peak row', () => {
    expect(fee('CA', [30, 20, 1.5], 250, 2500, '2026-03-01')).toMatchObject({
      sizeTier: 'envelope',
      baseMinor: 501,
    });
    expect(fee('CA', [30, 20, 5], 250, 2500, '2026-03-01')).toMatchObject({
      sizeTier: 'standard',
      baseMinor: 636,
      confidence: 'low',
    });
    expect(fee('CA', [40, 30, 15], 2000, 2500, '2026-03-01').baseMinor).toBe(1032 + 21 * 9); // dim 3.6 kg: 21 × 100 g above 1.5 kg
    const april = fee('CA', [30, 20, 5], 250, 2500, '2026-04-17');
    expect(april.totalMinor).toBe(636 + 22);
    expect(fee('CA', [30, 20, 5], 250, 2500, '2026-11-28')).toMatchObject({
      period: 'peak',
      baseMinor: 674,
      totalMinor: 698,
    });
  });
});

describe('amazon.co.jp (reference §4.1, low confidence)', () => {
  it('prices the small and standard sizes by the sum of sides, oversize as a range', () => {
    expect(fee('JP', [20, 15, 2], 200, 1500)).toMatchObject({
      sizeTier: 'jpSmall',
      baseMinor: 288,
      currency: 'JPY',
    });
    expect(fee('JP', [15, 10, 4], 500, 1500)).toMatchObject({ sizeTier: 'jpStandard30', baseMinor: 434 });
    expect(fee('JP', [30, 20, 5], 1500, 1500)).toMatchObject({ sizeTier: 'jpStandard60', baseMinor: 434 });
    const big = fee('JP', [60, 50, 40], 3000, 5000) as unknown as UnpricedFulfilment;
    expect(big).toMatchObject({ unpriced: true, sizeTier: 'jpOversize', lowMinor: 589, highMinor: 5625 });
  });
});
