/**
 * Forecast error measured on the product's own history: for each origin 30, 60 and 90 days before
 * the end (when at least 28 days remain before it), fit on the days before the origin, forecast the
 * next 30 days and compare the total with what was sold: |forecast − actual| / actual (periods with
 * no sales are skipped). The mean of these errors is the "30-day error".
 */

import { fitSalesModel, forecastRange } from './sales-model.ts';
import type { DailyPoint } from './seasonality.ts';

export const BACKTEST_HORIZON = 30;
const MIN_TRAINING_DAYS = 28;

export interface BacktestResult {
  /** Mean absolute percentage error of 30-day totals (0.12 = 12 %); null without a usable origin. */
  error: number | null;
  origins: number;
}

export function backtest(series: DailyPoint[], holdouts = [30, 60, 90]): BacktestResult {
  const errors: number[] = [];
  for (const back of holdouts) {
    const cut = series.length - back;
    if (cut < MIN_TRAINING_DAYS) continue;
    const actualDays = series.slice(cut, cut + BACKTEST_HORIZON);
    if (actualDays.length < BACKTEST_HORIZON) continue;
    const actual = actualDays.reduce((a, p) => a + p.units, 0);
    if (actual <= 0) continue;
    const training = series.slice(0, cut);
    const model = fitSalesModel(training, 0, new Date(0));
    const forecast = forecastRange(model, series[cut].day, BACKTEST_HORIZON).reduce((a, b) => a + b, 0);
    errors.push(Math.abs(forecast - actual) / actual);
  }
  return {
    error: errors.length ? errors.reduce((a, b) => a + b, 0) / errors.length : null,
    origins: errors.length,
  };
}
