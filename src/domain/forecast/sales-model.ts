/**
 * Daily sales forecast of one product (docs/toolkit.md "Inventory forecast"):
 * - with a sales history (≥ 14 days): damped Holt smoothing (holt.ts), floored at 0; with ≥ 365 days,
 *   monthly seasonal indices (seasonality.ts) are tried too: Holt on the deseasonalised series,
 *   re-seasonalised, kept only when its one-step errors are small enough to pay for the 11 extra
 *   parameters (Akaike: n·ln(SSE_seasonal / SSE_plain) + 2·11 < 0, both on the sales scale);
 *   σ = root mean square of the last 90 one-step errors, on the sales scale;
 * - without (or with a shorter history): a flat forecast at the average daily sales typed in the
 *   form (or the history's mean), σ = √mean (Poisson demand).
 */
import { fitHolt, type HoltFit, holtErrorFactor, holtForecast } from './holt.ts';
import {
  type DailyPoint,
  MIN_DAYS_FOR_SEASONALITY,
  monthlySeasonalIndices,
  monthOfDay,
} from './seasonality.ts';

export const MIN_DAYS_FOR_MODEL = 14;

export interface SalesModel {
  kind: 'smoothing' | 'flat';
  /** Last observed day + 1: the first forecast day (days since epoch). */
  startDay: number;
  historyDays: number;
  seasonal: boolean;
  indices: number[];
  holt: HoltFit | null;
  flatRate: number;
  /** Standard deviation of one day's sales around the forecast. */
  sigma: number;
}

export const dayNumber = (date: Date) => Math.floor(date.getTime() / 86_400_000);
export const dateOfDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * Daily points from dated sales; days missing between the first and last date count as 0 sales.
 * Dates are YYYY-MM-DD (UTC); several rows on one day are added up.
 */
export function toDailySeries(rows: { date: string; units: number }[]): DailyPoint[] {
  if (rows.length === 0) return [];
  const byDay = new Map<number, number>();
  for (const r of rows) {
    const day = dayNumber(new Date(`${r.date.slice(0, 10)}T00:00:00Z`));
    if (!Number.isFinite(day)) continue;
    byDay.set(day, (byDay.get(day) ?? 0) + Math.max(0, r.units));
  }
  const days = [...byDay.keys()].sort((a, b) => a - b);
  const out: DailyPoint[] = [];
  for (let d = days[0]; d <= days[days.length - 1]; d++) out.push({ day: d, units: byDay.get(d) ?? 0 });
  return out;
}

export function fitSalesModel(series: DailyPoint[], fallbackDailyRate: number, today: Date): SalesModel {
  if (series.length < MIN_DAYS_FOR_MODEL) {
    const rate =
      series.length > 0 ? series.reduce((a, p) => a + p.units, 0) / series.length : fallbackDailyRate;
    const start = series.length > 0 ? series[series.length - 1].day + 1 : dayNumber(today);
    return {
      kind: 'flat',
      startDay: start,
      historyDays: series.length,
      seasonal: false,
      indices: Array.from({ length: 12 }, () => 1),
      holt: null,
      flatRate: Math.max(0, rate),
      sigma: Math.sqrt(Math.max(0, rate)),
    };
  }
  const { holt, indices, seasonal } = fitSmoothing(series);
  const recent = holt.residuals.slice(-90).map((e, i, arr) => {
    const day = series[series.length - arr.length + i].day;
    return e * indices[monthOfDay(day)];
  });
  const sigma = Math.sqrt(recent.reduce((a, e) => a + e * e, 0) / Math.max(1, recent.length));
  return {
    kind: 'smoothing',
    startDay: series[series.length - 1].day + 1,
    historyDays: series.length,
    seasonal,
    indices,
    holt,
    flatRate: 0,
    sigma,
  };
}

/** Extra parameters of the seasonal model: 12 monthly indices whose mean is fixed at 1. */
const SEASONAL_PARAMETERS = 11;

/** Holt on the series as it is, or on the deseasonalised series when seasonality pays (see top). */
function fitSmoothing(series: DailyPoint[]): { holt: HoltFit; indices: number[]; seasonal: boolean } {
  const flat = Array.from({ length: 12 }, () => 1);
  const plain = fitHolt(series.map((p) => p.units));
  if (series.length < MIN_DAYS_FOR_SEASONALITY) return { holt: plain, indices: flat, seasonal: false };
  const indices = monthlySeasonalIndices(series);
  const holt = fitHolt(series.map((p) => p.units / indices[monthOfDay(p.day)]));
  const seasonalSse = holt.residuals.reduce(
    (a, e, i) => a + (e * indices[monthOfDay(series[i + 1].day)]) ** 2,
    0,
  );
  const n = plain.residuals.length;
  const pays = n * Math.log(seasonalSse / plain.sse) + 2 * SEASONAL_PARAMETERS < 0;
  return pays ? { holt, indices, seasonal: true } : { holt: plain, indices: flat, seasonal: false };
}

/** Forecast for absolute day `day` (≥ startDay). */
export function forecastDay(model: SalesModel, day: number): number {
  if (!model.holt) return model.flatRate;
  const h = day - model.startDay + 1;
  return Math.max(0, holtForecast(model.holt, h) * model.indices[monthOfDay(day)]);
}

/**
 * Standard deviation of one day's sales around the forecast for `day`: the one-step σ, widened for
 * the smoothing model by the uncertainty of its level and trend that far ahead (holtErrorFactor);
 * the flat model's σ stays √rate every day.
 */
export function forecastSpread(model: SalesModel, day: number): number {
  if (!model.holt) return model.sigma;
  return model.sigma * holtErrorFactor(model.holt, day - model.startDay + 1);
}

/** Forecasts for `days` consecutive days from `fromDay`. */
export const forecastRange = (model: SalesModel, fromDay: number, days: number) =>
  Array.from({ length: days }, (_, i) => forecastDay(model, fromDay + i));
