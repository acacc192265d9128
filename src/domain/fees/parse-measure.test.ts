import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSides, parseWeight } from './parse-measure.ts';

describe('sizes and weights as typed', () => {
  it("reads the issue's example and other units", () => {
    const s = parseSides('25.4x15.24x3.81cm');
    expect(s?.map((v) => Math.round(v * 1e6) / 1e6)).toEqual([10, 6, 1.5]);
    expect(parseSides('10 x 6 x 1.5 in')).toEqual([10, 6, 1.5]);
    expect(parseSides('254×152×38mm')?.[0]).toBeCloseTo(10, 6);
    expect(parseWeight('312g')).toBeCloseTo(11.0055, 3);
    expect(parseWeight('0.7 lb')).toBeCloseTo(11.2, 6);
    expect(parseWeight('1,2kg')).toBeCloseTo(42.33, 2);
  });
  it('refuses what is not a size or a weight', () => {
    for (const t of ['', '10x6cm', '10x6x0cm', 'axbxc cm', '10x6x1.5', '-3g', '12 stone', '0g']) {
      expect(parseSides(t) ?? parseWeight(t), t).toBeNull();
    }
  });
  it('never throws, and any size it reads is three positive finite sides', () => {
    fc.assert(
      fc.property(fc.string(), (t) => {
        const s = parseSides(t);
        const w = parseWeight(t);
        if (s) expect(s.every((v) => Number.isFinite(v) && v > 0)).toBe(true);
        if (w !== null) expect(w > 0 && Number.isFinite(w)).toBe(true);
      }),
    );
  });
});
