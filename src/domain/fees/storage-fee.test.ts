import { describe, expect, it } from 'vitest';
import { lowInventoryLevelFee } from './low-inventory-fee.ts';
import {
  cubicFeetOf,
  storageFee,
  usAgedInventorySurcharge,
  usStorageUtilisationRate,
} from './storage-fee.ts';

describe('monthly storage fee, amazon.com (reference §1.9)', () => {
  const sides: [number, number, number] = [12, 10, 6]; // 720 in³ = 0.41667 ft³
  const at = (
    month: string,
    tier: 'largeStandard' | 'largeBulky' | 'smallBulky',
    productClass?: 'dangerousGoods',
  ) => storageFee({ sidesIn: sides, tier, month: new Date(month), productClass });

  it('charges $0.78 / $2.40 per ft³ for standard size, off-peak / October-December', () => {
    expect(cubicFeetOf(sides)).toBeCloseTo(0.416667, 5);
    expect(at('2025-01-15', 'largeStandard')?.feeMinor).toBeCloseTo(32.5, 6);
    expect(at('2026-09-30', 'largeStandard')?.feeMinor).toBeCloseTo(32.5, 6);
    expect(at('2026-10-01', 'largeStandard')?.feeMinor).toBeCloseTo(100, 6);
    expect(at('2025-12-31', 'largeStandard')).toMatchObject({
      peak: true,
      sizeClass: 'standard',
      volumeUnit: 'ft3',
    });
  });

  it('charges $0.56 / $1.40 per ft³ for oversize (small bulky too) and the dangerous-goods rates', () => {
    expect(at('2025-03-01', 'largeBulky')?.feeMinor).toBeCloseTo(23.3333, 3);
    expect(at('2026-11-01', 'smallBulky')).toMatchObject({
      sizeClass: 'oversize',
      rateMinorPerUnitVolume: 140,
    });
    expect(at('2026-03-01', 'largeStandard', 'dangerousGoods')?.rateMinorPerUnitVolume).toBe(99);
    expect(at('2026-11-01', 'largeBulky', 'dangerousGoods')?.rateMinorPerUnitVolume).toBe(243);
  });

  it('has the older European rates, per m³ outside the UK, low confidence', () => {
    const de = storageFee({
      sidesIn: sides,
      tier: 'standardParcel',
      month: new Date('2026-03-01'),
      marketplace: 'DE',
    });
    expect(de).toMatchObject({ volumeUnit: 'm3', rateMinorPerUnitVolume: 2782, card: { confidence: 'low' } });
    expect(de?.volume).toBeCloseTo(0.0118, 4);
    expect(
      storageFee({ sidesIn: sides, tier: 'largeStandard', month: new Date(), marketplace: 'JP' }),
    ).toBeNull();
  });

  it('gives the utilisation grid and the 2026 aged-inventory surcharge', () => {
    expect(usStorageUtilisationRate(20, 'standard', false)).toBe(78);
    expect(usStorageUtilisationRate(30, 'standard', true)).toBe(316);
    expect(usStorageUtilisationRate(60, 'oversize', false)).toBe(182);
    expect(usAgedInventorySurcharge({ ageDays: 200, cubicFeet: 10, units: 20 })).toBe(500);
    expect(usAgedInventorySurcharge({ ageDays: 200, cubicFeet: 10, units: 20, category: 'watches' })).toBe(0);
    expect(usAgedInventorySurcharge({ ageDays: 280, cubicFeet: 10, units: 20 })).toBe(5450);
    expect(usAgedInventorySurcharge({ ageDays: 500, cubicFeet: 1, units: 100 })).toBe(3500); // $0.35 × 100 > $7.90
    expect(usAgedInventorySurcharge({ ageDays: 100, cubicFeet: 1, units: 1 })).toBe(0);
  });
});

describe('low-inventory-level fee (reference §1.10)', () => {
  const fee = (
    shortDays: number,
    longDays: number,
    tier: 'smallStandard' | 'largeStandard' = 'smallStandard',
    oz = 8,
  ) =>
    lowInventoryLevelFee({
      marketplace: 'US',
      tier,
      shippingWeightOz: oz,
      shortTermDaysOfSupply: shortDays,
      longTermDaysOfSupply: longDays,
      date: new Date('2026-06-01'),
    })?.feeMinor ?? null;
  it('charges only when both days of supply are under 28, by the higher of the two', () => {
    expect(fee(10, 40)).toBeNull();
    expect(fee(10, 12)).toBe(89);
    expect(fee(10, 20)).toBe(63);
    expect(fee(27, 5)).toBe(32);
    expect(fee(10, 12, 'largeStandard', 60)).toBe(111);
  });

  it('takes the card in force on the date, as every dated fee card (rate-card.ts)', () => {
    const input = {
      marketplace: 'DE' as const,
      tier: 'standardParcel' as const,
      shortTermDaysOfSupply: 3,
      longTermDaysOfSupply: 16,
    };
    expect(lowInventoryLevelFee({ ...input, date: new Date('2026-03-01') })).toEqual({
      feeMinor: 35,
      card: expect.objectContaining({ id: 'eu-lil-2026', confidence: 'low', effectiveTo: null }),
    });
    // Before the fee existed, and where no card is known: no fee.
    expect(lowInventoryLevelFee({ ...input, date: new Date('2026-01-20') })).toBeNull();
    expect(lowInventoryLevelFee({ ...input, marketplace: 'JP', date: new Date('2026-03-01') })).toBeNull();
  });
});
