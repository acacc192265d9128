import { describe, expect, it } from 'vitest';
import { DEFAULT_SCAN_CRITERIA, matchesScan, mergeTopHits } from './opportunity-scan.ts';

describe('opportunity scan rules', () => {
  const c = DEFAULT_SCAN_CRITERIA;
  it('needs demand, low competition and margin, all known (default minimum margin 20 %, not 80 %)', () => {
    expect(c.minMarginPercent).toBe(20);
    expect(matchesScan({ units: 100, competition: 40, marginPercent: 20 }, c)).toBe(true);
    expect(matchesScan({ units: 99, competition: 40, marginPercent: 80 }, c)).toBe(false);
    expect(matchesScan({ units: 500, competition: 41, marginPercent: 85 }, c)).toBe(false);
    expect(matchesScan({ units: 500, competition: 10, marginPercent: 19.9 }, c)).toBe(false);
    expect(matchesScan({ units: null, competition: 10, marginPercent: 85 }, c)).toBe(false);
    expect(matchesScan({ units: 500, competition: null, marginPercent: 85 }, c)).toBe(false);
  });
  it('keeps the best hits, one per product', () => {
    const h = (productId: number, score: number) => ({ productId, score });
    expect(mergeTopHits([h(1, 50), h(2, 70)], [h(3, 70), h(1, 55)], 3)).toEqual([
      h(2, 70),
      h(3, 70),
      h(1, 55),
    ]);
  });
});
