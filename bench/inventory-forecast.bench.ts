/**
 * Backtest of the inventory forecast model (src/domain/forecast) against the naive forecast
 * "average of the last 30 days", on synthetic daily sales series (bench/lib/synthetic-sales.ts).
 * For each series (730 days) and each origin 30, 60, …, 180 days before its end, both forecasts are
 * made from the days before the origin only, and the next 30 days' total is compared with the
 * actual total: APE = |forecast − actual| / actual. Reported: MAPE (mean APE), median APE, the
 * share of cases where the model beats the naive forecast and the share where it kept monthly
 * seasonality, overall and per family; fit time. Two seed sets: "tuning" (the series the parameter
 * grid and the seasonality test were chosen on) and "check" (other seeds, not looked at while
 * choosing), so the gain can be told from fitting the benchmark.
 */
import { fitSalesModel, forecastRange, toDailySeries } from '#domain/forecast/sales-model.ts';
import { FAMILIES, type Family, syntheticSeries } from './lib/synthetic-sales.ts';
import { percentile, writeResult } from './lib/write-result.ts';

const SERIES_PER_FAMILY = 40;
const DAYS = 730;
const ORIGINS = [30, 60, 90, 120, 150, 180];
const HORIZON = 30;
const end = new Date('2025-12-31T00:00:00Z');

/** Seeds 1000·(family + 1) + series (+ offset): the sets never share a seed. */
const SEED_SETS = { tuning: 0, check: 700 };

interface Case {
  family: Family;
  model: number;
  naive: number;
  seasonal: boolean;
}
const fitMs: number[] = [];

function runCases(seedOffset: number): Case[] {
  const cases: Case[] = [];
  FAMILIES.forEach((family, f) => {
    for (let s = 0; s < SERIES_PER_FAMILY; s++) {
      const series = toDailySeries(syntheticSeries(family, 1000 * (f + 1) + s + seedOffset, DAYS, end));
      for (const back of ORIGINS) {
        const cut = series.length - back;
        const training = series.slice(0, cut);
        const actual = series.slice(cut, cut + HORIZON).reduce((a, p) => a + p.units, 0);
        if (actual <= 0) continue;
        const t0 = performance.now();
        const model = fitSalesModel(training, 0, new Date(0));
        fitMs.push(performance.now() - t0);
        const forecast = forecastRange(model, series[cut].day, HORIZON).reduce((a, b) => a + b, 0);
        const naive = (training.slice(-30).reduce((a, p) => a + p.units, 0) / 30) * HORIZON;
        cases.push({
          family,
          model: Math.abs(forecast - actual) / actual,
          naive: Math.abs(naive - actual) / actual,
          seasonal: model.seasonal,
        });
      }
    }
  });
  return cases;
}

const summarise = (list: Case[]) => ({
  cases: list.length,
  modelMape: round(mean(list.map((c) => c.model))),
  naiveMape: round(mean(list.map((c) => c.naive))),
  modelMedianApe: round(
    percentile(
      list.map((c) => c.model),
      50,
    ),
  ),
  naiveMedianApe: round(
    percentile(
      list.map((c) => c.naive),
      50,
    ),
  ),
  modelBetterShare: round(list.filter((c) => c.model < c.naive).length / list.length),
  seasonalKeptShare: round(list.filter((c) => c.seasonal).length / list.length),
});
const report = (cases: Case[]) => ({
  overall: summarise(cases),
  byFamily: Object.fromEntries(FAMILIES.map((f) => [f, summarise(cases.filter((c) => c.family === f))])),
});
const sets = Object.fromEntries(
  Object.entries(SEED_SETS).map(([name, offset]) => [name, report(runCases(offset))]),
);
function mean(xs: number[]) {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}
function round(x: number) {
  return Math.round(x * 1000) / 1000;
}

writeResult('inventory-forecast', {
  what: 'APE of 30-day sales totals: damped Holt (+ monthly seasonality when ≥ 1 year and it passes the Akaike test) vs the average of the last 30 days',
  data: `synthetic Poisson series, ${FAMILIES.length} families × ${SERIES_PER_FAMILY} series × ${DAYS} days per seed set, origins ${ORIGINS.join('/')} days before the end`,
  seedSets: SEED_SETS,
  ...sets,
  fitMilliseconds: { p50: round(percentile(fitMs, 50)), p95: round(percentile(fitMs, 95)) },
});
