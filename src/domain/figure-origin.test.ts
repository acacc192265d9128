import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figureAge, isStale, STALE_AFTER_DAYS } from './figure-origin.ts';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const H = 3_600_000;

describe('figureAge', () => {
  it('says minutes, hours and days while fresh, then the date, and marks stale past 30 days', () => {
    expect(figureAge({ source: 'keepa', at: ago(20_000) }, now)).toEqual({
      age: { unit: 'now' },
      stale: false,
    });
    expect(figureAge({ source: 'keepa', at: ago(12 * 60_000) }, now).age).toEqual({
      unit: 'minutes',
      value: 12,
    });
    expect(figureAge({ source: 'keepa', at: ago(3 * H + 59 * 60_000) }, now).age).toEqual({
      unit: 'hours',
      value: 3,
    });
    expect(figureAge({ source: 'sp_api', at: ago(49 * H) }, now).age).toEqual({ unit: 'days', value: 2 });
    expect(figureAge({ source: 'sp_api', at: ago(30 * 24 * H) }, now)).toEqual({
      age: { unit: 'days', value: 30 },
      stale: false,
    });
    expect(figureAge({ source: 'sp_api', at: ago(30 * 24 * H + 1) }, now)).toEqual({
      age: { unit: 'date' },
      stale: true,
    });
  });

  it('dates the sample by its year only, and it is stale', () => {
    expect(figureAge({ source: 'sample', at: '2023-11-01T00:00:00Z' }, now)).toEqual({
      age: { unit: 'year', year: 2023 },
      stale: true,
    });
  });

  it('shows a report period instead of an age, stale by its end', () => {
    const r = figureAge(
      {
        source: 'business_report',
        at: '2026-10-30T00:00:00Z',
        period: { start: '2026-10-01', end: '2026-10-30' },
      },
      now,
    );
    expect(r).toEqual({ age: { unit: 'period' }, stale: false });
  });

  it('takes a time in the future as now, and agrees with isStale at every age', () => {
    expect(figureAge({ source: 'keepa', at: ago(-H) }, now).age).toEqual({ unit: 'now' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 24 * H }), (ms) => {
        const r = figureAge({ source: 'keepa', at: ago(ms) }, now);
        expect(r.stale).toBe(isStale(ago(ms), now));
        expect(r.stale).toBe(ms > STALE_AFTER_DAYS * 24 * H);
      }),
    );
  });
});
