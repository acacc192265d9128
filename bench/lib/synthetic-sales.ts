/**
 * Synthetic daily sales series for the forecast backtest (no real seller history is bundled).
 * Each series is generated from a documented process with a seeded generator, so runs repeat:
 * daily units ~ Poisson(rate_t), rate_t = base × trend_t × season(month) × weekday(dow) × shift_t.
 * Families: stable, trending (±0.05-0.3 %/day), seasonal (Q4 or summer peak), weekly pattern,
 * slow movers (0.3-2 units/day), level shift (×0.5-1.8 on a random day).
 */
export type Family = 'stable' | 'trending' | 'seasonal' | 'weekly' | 'slow' | 'levelShift';
export const FAMILIES: Family[] = ['stable', 'trending', 'seasonal', 'weekly', 'slow', 'levelShift'];

/** Mulberry32: a small seeded PRNG (benchmark data only, never product figures). */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function poisson(rate: number, rand: () => number): number {
  if (rate > 30) return Math.max(0, Math.round(rate + Math.sqrt(rate) * gaussian(rand)));
  const limit = Math.exp(-rate);
  let k = 0;
  let p = rand();
  while (p > limit) {
    k += 1;
    p *= rand();
  }
  return k;
}

function gaussian(rand: () => number) {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

export function syntheticSeries(family: Family, seed: number, days: number, end: Date) {
  const rand = seeded(seed);
  const base = family === 'slow' ? 0.3 + rand() * 1.7 : 3 + rand() * 40;
  const slope = family === 'trending' ? (rand() < 0.5 ? -1 : 1) * (0.0005 + rand() * 0.0025) : 0;
  const peak =
    rand() < 0.7
      ? [1, 1, 1, 1, 1, 1, 1, 1, 1.1, 1.3, 1.8, 2.2]
      : [0.8, 0.8, 0.9, 1, 1.2, 1.5, 1.6, 1.4, 1, 0.8, 0.8, 0.9];
  const week = [0.85, 1.15, 1.1, 1.05, 1, 0.95, 0.9];
  const shiftDay = Math.floor(days * (0.5 + rand() * 0.45));
  const shift = 0.5 + rand() * 1.3;
  const endDay = Math.floor(end.getTime() / 86_400_000);
  return Array.from({ length: days }, (_, i) => {
    const day = endDay - days + i;
    const date = new Date(day * 86_400_000);
    let rate = base * Math.max(0.05, 1 + slope * i);
    if (family === 'seasonal') rate *= peak[date.getUTCMonth()];
    if (family === 'weekly' || family === 'seasonal') rate *= week[date.getUTCDay()];
    if (family === 'levelShift' && i >= shiftDay) rate *= shift;
    return { date: date.toISOString().slice(0, 10), units: poisson(rate, rand) };
  });
}
