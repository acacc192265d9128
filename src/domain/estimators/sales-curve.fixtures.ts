import type { SalesCurve, SalesPair } from './sales-curve.ts';

// Test inputs for the sales-curve tests (unit and integration); never imported by product code.

/** A calibrated curve for tests (the figures are test inputs, not a real category's). */
export const testCurve = (over: Partial<SalesCurve> = {}): SalesCurve => ({
  a: 12,
  b: 0.9,
  fittedAt: '2025-06-01T00:00:00.000Z',
  pairs: 120,
  products: 40,
  rankMin: 10,
  rankMax: 100_000,
  error: { heldOutPairs: 120, medianApe: 30, p80Ape: 55, ratioP10: 0.6, ratioP90: 1.5 },
  ...over,
});

/**
 * Pairs drawn around a known curve: `products` products, `perProduct` pairs each, ranks spread
 * log-uniformly over [10, 100,000] and units off the curve by a deterministic factor in
 * [1/spread, spread] (a small linear congruential generator: the same pairs on every run).
 */
export function pairsAround(
  curve: { a: number; b: number },
  o: { products: number; perProduct?: number; spread?: number; seed?: number },
): SalesPair[] {
  let state = o.seed ?? 7;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const pairs: SalesPair[] = [];
  for (let p = 0; p < o.products; p++)
    for (let i = 0; i < (o.perProduct ?? 3); i++) {
      const rank = Math.round(10 * 10_000 ** next());
      const noise = (o.spread ?? 1.5) ** (2 * next() - 1);
      const units = Math.exp(curve.a - curve.b * Math.log(rank)) * noise;
      pairs.push({ product: `P${p}`, rank, units, source: 'badge' });
    }
  return pairs;
}
