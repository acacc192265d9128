import { describe, expect, it } from 'vitest';
import { atSameLength, comparedPeriods } from './period-comparison.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const windows = (p: ReturnType<typeof comparedPeriods>) => ({
  current: [iso(p.from), iso(p.to)],
  previous: [iso(p.previousFrom), iso(p.previousTo)],
  days: p.days,
  previousDays: p.previousDays,
  monthToDate: p.monthToDate,
});

describe('comparedPeriods', () => {
  it('compares a month in progress with the same complete days of the previous month', () => {
    // 24 November, 10:00: 23 complete days (1-23 November) against 1-23 October, never all October.
    expect(windows(comparedPeriods(2026, 11, new Date('2026-11-24T10:00:00Z')))).toEqual({
      current: ['2026-11-01', '2026-11-24'],
      previous: ['2026-10-01', '2026-10-24'],
      days: 23,
      previousDays: 23,
      monthToDate: true,
    });
  });

  it('compares two whole months, the shorter one at the same daily rate', () => {
    const march = comparedPeriods(2026, 3, new Date('2026-04-02T00:00:00Z'));
    expect(windows(march)).toEqual({
      current: ['2026-03-01', '2026-04-01'],
      previous: ['2026-02-01', '2026-03-01'],
      days: 31,
      previousDays: 28,
      monthToDate: false,
    });
    expect(atSameLength(280, march)).toBe(310);
    const february = comparedPeriods(2026, 2, new Date('2026-05-01T00:00:00Z'));
    expect([february.days, february.previousDays, iso(february.previousTo)]).toEqual([28, 28, '2026-01-29']);
    expect(atSameLength(50, february)).toBe(50);
  });

  it('has no complete day on the first of the month', () => {
    const p = comparedPeriods(2026, 11, new Date('2026-11-01T08:00:00Z'));
    expect([p.days, p.previousDays, p.monthToDate]).toEqual([0, 0, true]);
    expect(atSameLength(12, p)).toBe(12);
  });

  it('includes today when asked (a consultation about what the seller did so far)', () => {
    const p = comparedPeriods(2026, 11, new Date('2026-11-01T08:00:00Z'), 'today');
    expect(windows(p)).toMatchObject({
      current: ['2026-11-01', '2026-11-02'],
      previous: ['2026-10-01', '2026-10-02'],
    });
  });

  it('crosses the year', () => {
    const january = comparedPeriods(2027, 1, new Date('2027-01-11T00:00:00Z'));
    expect(windows(january).previous).toEqual(['2026-12-01', '2026-12-11']);
  });
});
