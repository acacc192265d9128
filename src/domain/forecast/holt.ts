/**
 * Holt's exponential smoothing with a damped additive trend (Gardner & McKenzie):
 *   level_t = α·y_t + (1 − α)(level_{t−1} + φ·trend_{t−1})
 *   trend_t = β(level_t − level_{t−1}) + (1 − β)·φ·trend_{t−1}
 *   forecast_{t+h} = level_t + (φ + φ² + … + φ^h)·trend_t
 * α, β, φ are chosen on a grid by the smallest sum of squared one-step errors. Initial level: mean
 * of the first 7 values; initial trend: (mean of days 8-14 − mean of days 1-7) / 7 (0 when shorter).
 * Error of the forecast h days ahead (Hyndman et al. 2008, class 1, model A,Ad,N, whose trend
 * smoothing parameter is α·β): variance σ² × (1 + Σ_{j=1}^{h−1} c_j²), c_j = α(1 + β(φ + … + φ^j)).
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
const PHIS = [0.8, 0.9, 0.95, 0.98, 0.99];

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

/**
 * How much wider the error of one day's sales h days ahead is than the one-step error:
 * √(1 + Σ_{j=1}^{h−1} c_j²), c_j = α(1 + β·dampedSum(φ, j)). It grows with the uncertainty of the
 * level and trend, far slower than √h: with α = 0.1, β = 0.1, φ = 0.9 it is 1.013 at h = 3.
 */
export function holtErrorFactor(p: HoltParams, h: number): number {
  let sum = 1;
  for (let j = 1; j < h; j++) sum += (p.alpha * (1 + p.beta * dampedSum(p.phi, j))) ** 2;
  return Math.sqrt(sum);
}
