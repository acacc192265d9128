/**
 * Inventory forecast of one product (pro and elite; docs/toolkit.md "Inventory forecast"):
 * daily sales forecast (sales-model.ts) → days until stock-out, reorder point, order date and
 * quantity at a stated service level, confidence from the backtest error, trend, seasonal impact and
 * a 30-day forecast with an 80 % band for each day's sales: ± z(0.9) × σ_h, σ_h = forecastSpread() (the
 * one-step error, widened only by the level/trend uncertainty — not by √h, which belongs to a sum of
 * h days, not to one day's sales).
 *   lead-time demand  LTD = d̄ × L̄   (d̄: mean forecast over the next max-lead-time days)
 *   safety stock      SS  = z(service level) × √(L̄·σ² + d̄²·σ_L²)
 *   reorder point     ROP = LTD + SS
 *   order date        first day the projected stock falls to ROP (today when already below)
 *   order quantity    Q   = forecast demand over [order date, + L̄ + coverage days] + SS − projected stock then
 */
import { backtest } from './backtest.ts';
import type { EstimateBasis } from './estimated-sales.ts';
import { dampedSum } from './holt.ts';
import type { LeadTime } from './lead-time.ts';
import { inverseNormal } from './normal.ts';
import {
  dateOfDay,
  dayNumber,
  fitSalesModel,
  forecastDay,
  forecastSpread,
  type SalesModel,
  toDailySeries,
} from './sales-model.ts';
import { monthOfDay } from './seasonality.ts';

export const DEFAULT_SERVICE_LEVEL = 0.95;
export const DEFAULT_COVERAGE_DAYS = 30;
export const CHART_BAND_LEVEL = 0.8;
/** Trend beyond ±5 % over 30 days is called rising / falling. */
export const TREND_THRESHOLD = 0.05;
const MAX_HORIZON_DAYS = 730;

export interface InventoryForecastInput {
  currentStock: number;
  avgDailySales: number;
  leadTime: LeadTime;
  history: { date: string; units: number }[];
  today: Date;
  serviceLevel?: number;
  coverageDays?: number;
}

export type ConfidenceLevel = 'high' | 'medium' | 'low';

export interface InventoryForecast {
  /**
   * history: the seller's own sales; estimate: the product's market history read as sales (set by
   * the caller that supplied it, with `estimate`); form: the average typed in.
   */
  source: 'history' | 'estimate' | 'form';
  estimate?: {
    basis: EstimateBasis;
    marketplace: string;
    curve: { fittedAt: string; medianApe: number; p80Ape: number } | null;
  } | null;
  model: {
    kind: SalesModel['kind'];
    historyDays: number;
    seasonal: boolean;
    alpha: number | null;
    beta: number | null;
    phi: number | null;
    sigma: number;
  };
  dailyDemand: number;
  daysUntilStockout: number | null;
  stockoutDate: string | null;
  serviceLevel: number;
  z: number;
  leadTimeDemand: number;
  safetyStock: number;
  reorderPoint: number;
  orderDate: string;
  orderInDays: number;
  recommendedQuantity: number;
  confidence: {
    level: ConfidenceLevel;
    percent: number | null;
    backtestError: number | null;
    origins: number;
  };
  trend: { direction: 'rising' | 'stable' | 'falling' | 'unknown'; percent30: number | null };
  seasonalImpactPercent: number | null;
  forecast30: { date: string; units: number; low: number; high: number }[];
  history: { date: string; units: number }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function confidenceOf(error: number | null): ConfidenceLevel {
  if (error === null) return 'low';
  return error <= 0.15 ? 'high' : error <= 0.35 ? 'medium' : 'low';
}

export function forecastInventory(input: InventoryForecastInput): InventoryForecast {
  const serviceLevel = input.serviceLevel ?? DEFAULT_SERVICE_LEVEL;
  const coverageDays = input.coverageDays ?? DEFAULT_COVERAGE_DAYS;
  const series = toDailySeries(input.history);
  const model = fitSalesModel(series, input.avgDailySales, input.today);
  const today = dayNumber(input.today);
  const from = Math.max(today, model.startDay);
  const f = (day: number) => forecastDay(model, day);

  const { meanDays: L, sdDays: sdL, maxDays } = input.leadTime;
  let leadSum = 0;
  for (let i = 0; i < maxDays; i++) leadSum += f(from + i);
  const dailyDemand = leadSum / maxDays;
  const z = inverseNormal(serviceLevel);
  const leadTimeDemand = dailyDemand * L;
  const safetyStock = z * Math.sqrt(L * model.sigma ** 2 + dailyDemand ** 2 * sdL ** 2);
  const reorderPoint = leadTimeDemand + safetyStock;

  let stock = input.currentStock;
  let stockoutDay: number | null = null;
  let orderOffset: number | null = stock <= reorderPoint ? 0 : null;
  for (let i = 0; i < MAX_HORIZON_DAYS && (stockoutDay === null || orderOffset === null); i++) {
    const demand = f(from + i);
    if (stockoutDay === null && demand > 0 && demand >= stock) stockoutDay = i + stock / demand;
    stock -= demand;
    if (orderOffset === null && stock <= reorderPoint) orderOffset = i + 1;
  }
  const orderIn = orderOffset ?? MAX_HORIZON_DAYS;
  let projected = input.currentStock;
  for (let i = 0; i < orderIn; i++) projected -= f(from + i);
  let coverageDemand = 0;
  for (let i = 0; i < Math.ceil(L) + coverageDays; i++) coverageDemand += f(from + orderIn + i);
  const recommendedQuantity = Math.max(0, Math.ceil(coverageDemand + safetyStock - Math.max(0, projected)));

  const bt = model.kind === 'smoothing' ? backtest(series) : { error: null, origins: 0 };
  const zBand = inverseNormal(0.5 + CHART_BAND_LEVEL / 2);
  const forecast30 = Array.from({ length: 30 }, (_, i) => {
    const units = f(from + i);
    const spread = zBand * forecastSpread(model, from + i);
    return {
      date: dateOfDay(from + i),
      units: round1(units),
      low: round1(Math.max(0, units - spread)),
      high: round1(units + spread),
    };
  });
  let trend: InventoryForecast['trend'] = { direction: 'unknown', percent30: null };
  if (model.holt && model.holt.level > 0) {
    const change = (dampedSum(model.holt.phi, 30) * model.holt.trend) / model.holt.level;
    trend = {
      direction: change > TREND_THRESHOLD ? 'rising' : change < -TREND_THRESHOLD ? 'falling' : 'stable',
      percent30: round1(change * 100),
    };
  }
  const seasonalImpactPercent = model.seasonal
    ? round1((forecast30.reduce((a, _p, i) => a + model.indices[monthOfDay(from + i)], 0) / 30 - 1) * 100)
    : null;

  return {
    source: model.kind === 'smoothing' ? 'history' : 'form',
    model: {
      kind: model.kind,
      historyDays: model.historyDays,
      seasonal: model.seasonal,
      alpha: model.holt?.alpha ?? null,
      beta: model.holt?.beta ?? null,
      phi: model.holt?.phi ?? null,
      sigma: round1(model.sigma),
    },
    dailyDemand: round1(dailyDemand),
    daysUntilStockout: stockoutDay === null ? null : Math.floor(stockoutDay),
    stockoutDate: stockoutDay === null ? null : dateOfDay(from + Math.floor(stockoutDay)),
    serviceLevel,
    z: Math.round(z * 1000) / 1000,
    leadTimeDemand: Math.ceil(leadTimeDemand),
    safetyStock: Math.ceil(safetyStock),
    reorderPoint: Math.ceil(reorderPoint),
    orderDate: dateOfDay(from + orderIn),
    orderInDays: orderIn,
    recommendedQuantity,
    confidence: {
      level: confidenceOf(bt.error),
      percent: bt.error === null ? null : Math.max(0, Math.round((1 - bt.error) * 100)),
      backtestError: bt.error === null ? null : Math.round(bt.error * 1000) / 1000,
      origins: bt.origins,
    },
    trend,
    seasonalImpactPercent,
    forecast30,
    history: series.slice(-60).map((p) => ({ date: dateOfDay(p.day), units: p.units })),
  };
}
