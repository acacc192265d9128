import { describe, expect, it } from 'vitest';
import { backtest } from './backtest.ts';
import { holtErrorFactor } from './holt.ts';
import { forecastInventory } from './inventory-forecast.ts';
import { parseLeadTime } from './lead-time.ts';
import { inverseNormal } from './normal.ts';
import { dateOfDay, dayNumber, toDailySeries } from './sales-model.ts';

const today = new Date('2025-06-01T00:00:00Z');
const lead = parseLeadTime('14-21');
if (!lead) throw new Error('lead time');

/** `days` days of history ending the day before `end`, units from `f(i, date)`. */
function history(days: number, f: (i: number, date: Date) => number, end = today) {
  const last = dayNumber(end) - 1;
  return Array.from({ length: days }, (_, i) => {
    const day = last - days + 1 + i;
    return { date: dateOfDay(day), units: f(i, new Date(day * 86_400_000)) };
  });
}

describe('lead time and service level', () => {
  it('parses "14-21" and "10"', () => {
    expect(parseLeadTime('14-21')).toEqual({ minDays: 14, maxDays: 21, meanDays: 17.5, sdDays: 1.75 });
    expect(parseLeadTime(' 10 ')).toEqual({ minDays: 10, maxDays: 10, meanDays: 10, sdDays: 0 });
    expect(parseLeadTime('21-14')).toBeNull();
    expect(parseLeadTime('0')).toBeNull();
    expect(parseLeadTime('abc')).toBeNull();
  });
  it('gives z for a service level', () => {
    expect(inverseNormal(0.95)).toBeCloseTo(1.6449, 4);
    expect(inverseNormal(0.99)).toBeCloseTo(2.3263, 4);
    expect(inverseNormal(0.5)).toBeCloseTo(0, 9);
    expect(inverseNormal(0.01)).toBeCloseTo(-2.3263, 4);
  });
});

describe('inventory forecast', () => {
  it('constant sales: exact stock-out, safety stock from lead-time spread only', () => {
    const r = forecastInventory({
      currentStock: 200,
      avgDailySales: 0,
      leadTime: lead,
      history: history(120, () => 10),
      today,
    });
    expect(r.source).toBe('history');
    expect(r.dailyDemand).toBe(10);
    expect(r.model.sigma).toBe(0);
    expect(r.daysUntilStockout).toBe(20);
    expect(r.stockoutDate).toBe('2025-06-21');
    // SS = 1.645 × √(17.5 × 0 + 10² × 1.75²) = 28.8 → 29; LTD 175; ROP 203.8 → 204
    expect([r.leadTimeDemand, r.safetyStock, r.reorderPoint]).toEqual([175, 29, 204]);
    expect(r.orderInDays).toBe(0);
    expect(r.orderDate).toBe('2025-06-01');
    expect(r.recommendedQuantity).toBe(309); // 48 days × 10 + 28.8 − 200
    expect(r.confidence).toEqual({ level: 'high', percent: 100, backtestError: 0, origins: 3 });
    expect(r.trend).toEqual({ direction: 'stable', percent30: 0 });
    expect(r.seasonalImpactPercent).toBeNull();
    expect(r.forecast30).toHaveLength(30);
    expect(r.forecast30[0]).toEqual({ date: '2025-06-01', units: 10, low: 10, high: 10 });
    expect(r.history).toHaveLength(60);
  });

  it('orders later when stock is ample', () => {
    const r = forecastInventory({
      currentStock: 1000,
      avgDailySales: 0,
      leadTime: lead,
      history: history(120, () => 10),
      today,
    });
    expect(r.daysUntilStockout).toBe(100);
    // stock reaches ROP 203.8 after 80 days (1000 − 800 = 200 ≤ 203.8)
    expect(r.orderInDays).toBe(80);
    expect(r.recommendedQuantity).toBe(309);
  });

  it('trending sales: rising trend, growing forecast', () => {
    const r = forecastInventory({
      currentStock: 500,
      avgDailySales: 0,
      leadTime: lead,
      history: history(180, (i) => 5 + 0.1 * i),
      today,
    });
    expect(r.trend.direction).toBe('rising');
    expect(r.trend.percent30).toBeGreaterThan(5);
    expect(r.forecast30[0].units).toBeGreaterThan(22.5);
    expect(r.forecast30[0].units).toBeLessThan(24);
    expect(r.forecast30[29].units).toBeGreaterThan(r.forecast30[0].units);
    expect(r.confidence.level).toBe('high');
  });

  it('seasonal sales (≥ 1 year): November-December peak is forecast', () => {
    const end = new Date('2025-11-01T00:00:00Z');
    const r = forecastInventory({
      currentStock: 2000,
      avgDailySales: 0,
      leadTime: lead,
      history: history(3 * 365, (_i, d) => (d.getUTCMonth() >= 10 ? 20 : 10), end),
      today: end,
    });
    expect(r.model.seasonal).toBe(true);
    expect(r.seasonalImpactPercent).toBeGreaterThan(40);
    expect(r.forecast30[0].date).toBe('2025-11-01');
    expect(r.forecast30[0].units).toBeGreaterThan(15); // October sold 10/day
    expect(r.history.at(-1)).toEqual({ date: '2025-10-31', units: 10 });
  });

  it('two years without a seasonal pattern: seasonality is tested and left out', () => {
    const end = new Date('2025-11-01T00:00:00Z');
    const r = forecastInventory({
      currentStock: 2000,
      avgDailySales: 0,
      leadTime: lead,
      history: history(2 * 365, (i) => [8, 12, 10, 9, 11, 10, 10][i % 7], end),
      today: end,
    });
    expect(r.model.historyDays).toBe(730);
    expect(r.model.seasonal).toBe(false);
    expect(r.seasonalImpactPercent).toBeNull();
    expect(r.dailyDemand).toBeCloseTo(10, 0);
  });

  it('without history: flat forecast from the form, Poisson spread, low confidence', () => {
    const r = forecastInventory({ currentStock: 100, avgDailySales: 5, leadTime: lead, history: [], today });
    expect(r.source).toBe('form');
    expect(r.daysUntilStockout).toBe(20);
    expect(r.model.sigma).toBeCloseTo(Math.sqrt(5), 1);
    expect(r.confidence).toEqual({ level: 'low', percent: null, backtestError: null, origins: 0 });
    expect(r.trend.direction).toBe('unknown');
    expect(r.orderInDays).toBe(0); // 100 < ROP
  });

  it("chart band of a flat forecast: one day's Poisson spread, the same on day 1 and day 30", () => {
    // 12/day, σ = √12 = 3.4641; z(0.9) = 1.2816 → ± 4.4394: 7.56..16.44 every day (not 0..36 on day 30)
    const r = forecastInventory({
      currentStock: 1000,
      avgDailySales: 12,
      leadTime: lead,
      history: [],
      today,
    });
    expect(r.forecast30[0]).toEqual({ date: '2025-06-01', units: 12, low: 7.6, high: 16.4 });
    expect(r.forecast30[29]).toEqual({ date: '2025-06-30', units: 12, low: 7.6, high: 16.4 });
  });

  it('chart band of the smoothing model: one-step σ, widened only by level/trend uncertainty', () => {
    const r = forecastInventory({
      currentStock: 1000,
      avgDailySales: 0,
      leadTime: lead,
      history: history(120, (i) => (i % 2 === 0 ? 8 : 12)),
      today,
    });
    const { alpha, beta, phi, sigma } = r.model;
    if (alpha === null || beta === null || phi === null) throw new Error('smoothing model expected');
    const z = 1.2815516;
    const spread = (p: { units: number; high: number }) => p.high - p.units;
    // day 1: the one-step error (σ is rounded to 0.1 in the result, hence the tolerance)
    expect(spread(r.forecast30[0])).toBeCloseTo(z * sigma, 0);
    expect(spread(r.forecast30[29])).toBeCloseTo(z * sigma * holtErrorFactor({ alpha, beta, phi }, 30), 0);
    expect(spread(r.forecast30[29])).toBeLessThan(z * sigma * 1.5); // √30 would be 5.5×
  });

  it('no sales: no stock-out', () => {
    const r = forecastInventory({ currentStock: 10, avgDailySales: 0, leadTime: lead, history: [], today });
    expect(r.daysUntilStockout).toBeNull();
    expect(r.recommendedQuantity).toBe(0);
  });
});

describe('level and trend uncertainty of the smoothing model', () => {
  it('is 1 one day ahead and grows as √(1 + Σ c_j²), c_j = α(1 + β(φ + … + φ^j))', () => {
    const p = { alpha: 0.1, beta: 0.1, phi: 0.9 };
    expect(holtErrorFactor(p, 1)).toBe(1);
    // c1 = 0.1 × (1 + 0.1 × 0.9) = 0.109; c2 = 0.1 × (1 + 0.1 × 1.71) = 0.1171
    // √(1 + 0.011881 + 0.01371241) = √1.02559341 = 1.012716
    expect(holtErrorFactor(p, 3)).toBeCloseTo(1.012716, 6);
  });
});

describe('daily series and backtest', () => {
  it('fills missing days with zero and adds duplicates', () => {
    expect(
      toDailySeries([
        { date: '2025-01-03', units: 2 },
        { date: '2025-01-01', units: 1 },
        { date: '2025-01-03', units: 3 },
      ]).map((p) => p.units),
    ).toEqual([1, 0, 5]);
  });
  it('needs 28 training days before an origin', () => {
    const series = toDailySeries(history(60, () => 4));
    expect(backtest(series)).toEqual({ error: 0, origins: 1 });
    expect(backtest(series.slice(0, 50))).toEqual({ error: null, origins: 0 });
  });
});
