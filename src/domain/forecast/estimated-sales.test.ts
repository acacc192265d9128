import { describe, expect, it } from 'vitest';
import { testCurve } from '../estimators/sales-curve.fixtures.ts';
import { unitsAtRank } from '../estimators/sales-curve.ts';
import { estimatedDailySales } from './estimated-sales.ts';

const at = (iso: string) => new Date(iso);

describe('estimatedDailySales', () => {
  const curve = testCurve();

  it('reads each day’s last known rank with the curve (units a month ÷ 30), a step function', () => {
    const e = estimatedDailySales(
      [
        { at: at('2026-03-01T10:00:00Z'), rank: 1000 },
        { at: at('2026-03-03T05:00:00Z'), rank: 2000 },
        { at: at('2026-03-05T00:00:00Z'), rank: null },
        { at: at('2026-03-06T12:00:00Z'), rank: 1500 },
      ],
      curve,
      at('2026-03-07T00:00:00Z'),
    );
    expect(e?.basis).toBe('rank_curve');
    expect(e?.days.map((d) => d.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-06',
    ]);
    expect(e?.days[0].units).toBeCloseTo(unitsAtRank(1000, curve) / 30);
    expect(e?.days[2].units).toBeCloseTo(unitsAtRank(2000, curve) / 30);
  });

  it('without a curve, reads the badges (the middle of each bracket), leaving "no badge" days out', () => {
    const e = estimatedDailySales(
      [
        { at: at('2026-03-01T00:00:00Z'), badge: 100 },
        { at: at('2026-03-03T00:00:00Z'), badge: 0 },
        { at: at('2026-03-04T00:00:00Z'), rank: 900 },
      ],
      null,
      at('2026-03-10T00:00:00Z'),
    );
    expect(e).toEqual({
      basis: 'badge',
      days: [
        { date: '2026-03-01', units: Math.sqrt(100 * 200) / 30 },
        { date: '2026-03-02', units: Math.sqrt(100 * 200) / 30 },
      ],
    });
  });

  it('is null when the history holds neither', () => {
    expect(estimatedDailySales([{ at: new Date(), rank: 500 }], null, new Date())).toBeNull();
  });
});
