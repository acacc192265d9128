import { describe, expect, it } from 'vitest';
import { monthlySeasonalIndex } from './seasonal-index.ts';

/** Observations on the 20th of each month (assigned to the same month: 20 − 15 = 5th). */
const series = (months: number, demand: (month: number) => number, start = Date.UTC(2023, 0, 20)) =>
  Array.from({ length: months }, (_, i) => {
    const d = new Date(start);
    d.setUTCMonth(d.getUTCMonth() + i);
    return { observedAt: d, demand: demand(d.getUTCMonth()) };
  });

describe('monthly seasonal index', () => {
  it('needs all twelve months of the year', () => {
    expect(monthlySeasonalIndex(series(11, () => 100))).toEqual({
      status: 'notEnoughHistory',
      monthsCovered: 11,
      monthsNeeded: 12,
      observations: 11,
    });
    expect(monthlySeasonalIndex([]).status).toBe('notEnoughHistory');
  });

  it('gives 100 everywhere for flat demand', () => {
    const r = monthlySeasonalIndex(series(12, () => 200));
    expect(r).toMatchObject({
      status: 'ok',
      peakMonths: [],
      lowMonths: [],
      monthsCovered: 12,
      firstMonth: '2023-01',
      lastMonth: '2023-12',
    });
    if (r.status === 'ok') expect(r.indices).toEqual(Array(12).fill(100));
  });

  it('finds a November-December peak, averaging the years', () => {
    // 10 months at 100, Nov and Dec at 250 in year 1 and 350 in year 2: mean month = (1000 + 600) / 12
    const r = monthlySeasonalIndex(
      series(24, (m) => (m >= 10 ? 0 : 100)).map((o) => ({
        ...o,
        demand: o.observedAt.getUTCMonth() >= 10 ? (o.observedAt.getUTCFullYear() === 2023 ? 250 : 350) : 100,
      })),
    );
    expect(r.status).toBe('ok');
    if (r.status !== 'ok') return;
    const overall = (10 * 100 + 2 * 300) / 12;
    expect(r.indices[0]).toBeCloseTo(Math.round((100 / overall) * 1000) / 10, 6);
    expect(r.indices[11]).toBeCloseTo(Math.round((300 / overall) * 1000) / 10, 6);
    expect(r.peakMonths).toEqual([11, 12]);
    expect(r.lowMonths).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('assigns an observation to the month 15 days before it', () => {
    const r = monthlySeasonalIndex([{ observedAt: new Date('2024-03-10T00:00:00Z'), demand: 50 }]);
    expect(r).toMatchObject({ status: 'notEnoughHistory', monthsCovered: 1 });
  });
});
