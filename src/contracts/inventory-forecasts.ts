import * as z from 'zod/mini';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import { dateTime, fractionalMinorAmount, isoDate, minorAmount, uuidParams } from './common.ts';
import { defineApi, noContent } from './define.ts';

/**
 * Inventory forecasts (the toolkit's, under its base path). Their own group rather than in
 * toolkit.ts: /inventory asks for them at first paint, and the browser then fetches this file, not
 * every toolkit contract with the research and fee contracts their results name (the initial-js
 * benchmark, ADR 194).
 */

/** Amounts in minor units: up to 1,000,000.00. */
export const cents = minorAmount.check(z.minimum(0), z.maximum(100_000_000));

/** An optional ASIN: '' or absent → null; otherwise 10 letters or digits (any case). */
export const optionalAsin = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || isAsin(v), { message: 'asin' }),
    ),
  ),
  z.transform((v) => (v ? normalizeAsin(v) : null)),
);

export const inventoryForecastBody = z.object({
  asin: optionalAsin,
  productName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  currentStock: z.int().check(z.minimum(0), z.maximum(10_000_000)),
  avgDailySales: z.number().check(z.minimum(0), z.maximum(1_000_000)),
  priceCents: z.optional(z.nullable(cents)),
  leadTime: z._default(z.string().check(z.trim(), z.regex(/^\d{1,3}(\s*[-–]\s*\d{1,3})?$/)), '14-21'),
  serviceLevel: z._default(z.number().check(z.minimum(0.5), z.maximum(0.999)), 0.95),
});
export type InventoryForecastBody = z.output<typeof inventoryForecastBody>;
export type InventoryForecastInput = z.input<typeof inventoryForecastBody>;

const nullableNumber = z.nullable(z.number());
const dailyUnits = z.object({ date: isoDate, units: z.number() });
export const inventoryForecast = z.object({
  id: z.string(),
  createdAt: dateTime,
  /** The inputs as the seller typed them. */
  inputs: z.object({
    asin: z.nullable(z.string()),
    productName: z.string(),
    currentStock: z.number(),
    avgDailySales: z.number(),
    priceCents: z.nullable(fractionalMinorAmount),
    leadTime: z.string(),
    serviceLevel: z.number(),
  }),
  result: z.object({
    /**
     * history: the seller's own sales; estimate: no own sales, the product's market history read as
     * sales (its rank with the category's calibrated curve, or its badges: `estimate`); form: the
     * average typed in.
     */
    source: z.enum(['history', 'estimate', 'form']),
    estimate: z.optional(
      z.nullable(
        z.object({
          basis: z.enum(['rank_curve', 'badge']),
          marketplace: z.string(),
          curve: z.nullable(z.object({ fittedAt: dateTime, medianApe: z.number(), p80Ape: z.number() })),
        }),
      ),
    ),
    model: z.object({
      kind: z.enum(['smoothing', 'flat']),
      historyDays: z.number(),
      seasonal: z.boolean(),
      alpha: nullableNumber,
      beta: nullableNumber,
      phi: nullableNumber,
      sigma: z.number(),
    }),
    dailyDemand: z.number(),
    daysUntilStockout: nullableNumber,
    stockoutDate: z.nullable(isoDate),
    serviceLevel: z.number(),
    z: z.number(),
    leadTimeDemand: z.number(),
    safetyStock: z.number(),
    reorderPoint: z.number(),
    orderDate: isoDate,
    orderInDays: z.number(),
    recommendedQuantity: z.number(),
    confidence: z.object({
      level: z.enum(['high', 'medium', 'low']),
      percent: nullableNumber,
      backtestError: nullableNumber,
      origins: z.number(),
    }),
    trend: z.object({
      direction: z.enum(['rising', 'stable', 'falling', 'unknown']),
      percent30: nullableNumber,
    }),
    seasonalImpactPercent: nullableNumber,
    forecast30: z.array(z.object({ date: isoDate, units: z.number(), low: z.number(), high: z.number() })),
    history: z.array(dailyUnits),
  }),
});
export type InventoryForecastView = z.output<typeof inventoryForecast>;

export const inventoryForecastsApi = defineApi('/toolkit', {
  forecasts: {
    method: 'GET',
    path: '/inventory/forecasts',
    response: z.object({ forecasts: z.array(inventoryForecast) }),
  },
  runForecast: {
    method: 'POST',
    path: '/inventory/forecasts',
    body: inventoryForecastBody,
    response: z.object({ forecast: inventoryForecast }),
    status: 201,
  },
  removeForecast: {
    method: 'DELETE',
    path: '/inventory/forecasts/:id',
    params: uuidParams,
    response: noContent,
  },
});
