import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downsampleSeries, historyWindow } from './history-series.ts';

const DAY = 86_400_000;

describe('historyWindow', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('ends today while the data is fresh', () => {
    const w = historyWindow({ days: 30, now, newestAt: new Date(now.getTime() - 3_600_000) });
    expect(w).toMatchObject({ to: now.toISOString(), endsAtNewest: false });
    expect(Date.parse(w.from as string)).toBe(now.getTime() - 30 * DAY);
  });
  it('ends at the newest observation when it is older than a day, and says so', () => {
    const newest = new Date('2026-05-10T08:00:00Z');
    const w = historyWindow({ days: 30, now, newestAt: newest });
    expect(w).toMatchObject({ to: newest.toISOString(), endsAtNewest: true, newestAt: newest.toISOString() });
    expect(Date.parse(w.from as string)).toBe(newest.getTime() - 30 * DAY);
  });
  it('has no start for "everything"', () => {
    expect(historyWindow({ days: 0, now, newestAt: null })).toMatchObject({
      from: null,
      endsAtNewest: false,
    });
  });
});

describe('downsampleSeries', () => {
  it('returns a short series whole', () => {
    const points = [1, 2, 3].map((t) => ({ t, v: t }));
    expect(downsampleSeries(points, ['v'], 10)).toBe(points);
  });

  it('keeps a one-point spike and the ends of the series', () => {
    const points = Array.from({ length: 5000 }, (_, i) => ({ t: i * 60_000, price: 2599, rank: 9000 }));
    points[3217] = { ...points[3217], price: 999 };
    points[4100] = { ...points[4100], rank: 120 };
    const out = downsampleSeries(points, ['price', 'rank'], 300);
    expect(out.length).toBeLessThanOrEqual(300);
    expect(out[0]).toBe(points[0]);
    expect(out.at(-1)).toBe(points.at(-1));
    expect(out).toContain(points[3217]);
    expect(out).toContain(points[4100]);
  });

  it('property: ordered, bounded, a subset that keeps every series’ extremes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.option(fc.integer({ min: 0, max: 99_999 }))),
          {
            minLength: 1,
            maxLength: 3000,
          },
        ),
        fc.integer({ min: 8, max: 400 }),
        (raw, max) => {
          const points = raw.map(([t, v]) => ({ t, v })).sort((a, b) => a.t - b.t);
          const out = downsampleSeries(points, ['v'], max);
          for (let i = 1; i < out.length; i++) expect(out[i].t).toBeGreaterThanOrEqual(out[i - 1].t);
          if (points.length > max) expect(out.length).toBeLessThanOrEqual(max);
          for (const p of out) expect(points).toContain(p);
          const values = points.flatMap((p) => (p.v === null ? [] : [p.v]));
          const kept = out.flatMap((p) => (p.v === null ? [] : [p.v]));
          if (values.length) {
            expect(Math.min(...kept)).toBe(Math.min(...values));
            expect(Math.max(...kept)).toBe(Math.max(...values));
          }
        },
      ),
    );
  });
});
