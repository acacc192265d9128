import { describe, expect, it } from 'vitest';
import { cubicFeetOf, storageFee } from './storage-fee.ts';

describe('monthly storage fee, amazon.com 2024', () => {
  const sides: [number, number, number] = [12, 10, 6]; // 720 in³ = 0.41667 ft³
  const at = (month: string, tier: 'largeStandard' | 'largeBulky') =>
    storageFee({ sidesIn: sides, tier, month: new Date(month) });

  it('charges $0.78 / $2.40 per ft³ for standard size, off-peak / October-December', () => {
    expect(cubicFeetOf(sides)).toBeCloseTo(0.416667, 5);
    expect(at('2025-01-15', 'largeStandard')?.feeMinor).toBeCloseTo(32.5, 6);
    expect(at('2025-09-30', 'largeStandard')?.feeMinor).toBeCloseTo(32.5, 6);
    expect(at('2025-10-01', 'largeStandard')?.feeMinor).toBeCloseTo(100, 6);
    expect(at('2025-12-31', 'largeStandard')).toMatchObject({ peak: true, sizeClass: 'standard' });
  });

  it('charges $0.56 / $1.40 per ft³ for oversize', () => {
    expect(at('2025-03-01', 'largeBulky')?.feeMinor).toBeCloseTo(23.3333, 3);
    expect(at('2025-11-01', 'largeBulky')).toMatchObject({
      sizeClass: 'oversize',
      rateMinorPerCubicFoot: 140,
    });
  });

  it('has no card outside the US', () => {
    expect(
      storageFee({ sidesIn: sides, tier: 'largeStandard', month: new Date(), marketplace: 'UK' }),
    ).toBeNull();
  });
});
