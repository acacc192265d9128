/**
 * Holt's exponential smoothing with a damped additive trend (Gardner & McKenzie):
 *   level_t = α·y_t + (1 − α)(level_{t−1} + φ·trend_{t−1})
 *   trend_t = β(level_t − level_{t−1}) + (1 − β)·φ·trend_{t−1}
 *   forecast_{t+h} = level_t + (φ + φ² + … + φ^h)·trend_t
 * α, β, φ are chosen on a grid by the smallest sum of squared one-step errors. Initial level: mean
 * of the first 7 values; initial trend: (mean of days 8-14 − mean of days 1-7) / 7 (0 when shorter).
 */
export interface HoltParams {
  alpha: number;
  beta: number;
  phi: number;
}

export interface HoltFit extends HoltParams {
  level: number;
  trend: number;
  /** One-step-ahead errors (actual − forecast), one per value after the first. */
  residuals: number[];
  sse: number;
}

const ALPHAS = [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.7];
const BETAS = [0.01, 0.03, 0.1, 0.2];
const PHIS = [0.9, 0.95, 0.98];

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function runHolt(values: number[], p: HoltParams): HoltFit {
  let level = mean(values.slice(0, 7));
  let trend = values.length >= 14 ? (mean(values.slice(7, 14)) - level) / 7 : 0;
  const residuals: number[] = [];
  let sse = 0;
  for (let t = 1; t < values.length; t++) {
    const forecast = level + p.phi * trend;
    const error = values[t] - forecast;
    residuals.push(error);
    sse += error * error;
    const previous = level;
    level = p.alpha * values[t] + (1 - p.alpha) * forecast;
    trend = p.beta * (level - previous) + (1 - p.beta) * p.phi * trend;
  }
  return { ...p, level, trend, residuals, sse };
}

/** Best parameters on the grid. Needs at least one value. */
export function fitHolt(values: number[]): HoltFit {
  if (values.length === 0) throw new RangeError('no values');
  let best: HoltFit | null = null;
  for (const alpha of ALPHAS)
    for (const beta of BETAS)
      for (const phi of PHIS) {
        const fit = runHolt(values, { alpha, beta, phi });
        if (!best || fit.sse < best.sse) best = fit;
      }
  return best as HoltFit;
}

/** Σ φ^i for i = 1..h. */
export const dampedSum = (phi: number, h: number) => (phi === 1 ? h : (phi * (1 - phi ** h)) / (1 - phi));

export const holtForecast = (fit: Pick<HoltFit, 'level' | 'trend' | 'phi'>, h: number) =>
  fit.level + dampedSum(fit.phi, h) * fit.trend;
