import { z } from 'zod';
import { FEE_CATEGORY_IDS } from '../../../domain/fees/fee-categories.ts';
import { MARKETPLACE_CODES } from '../../../domain/marketplaces.ts';

/** Amounts in cents: up to $1,000,000. */
const cents = z.number().int().min(0).max(100_000_000);
const percentBp = z.number().int().min(0).max(10_000);

export const basicRoiBody = z.object({
  sellingPriceCents: cents,
  productCostCents: cents,
  amazonFeeBp: percentBp,
  shippingCents: cents.default(0),
});

const side = z.number().gt(0).max(1000);
export const advancedRoiBody = z.object({
  marketplace: z.enum(MARKETPLACE_CODES).default('US'),
  sellingPriceCents: cents.refine((v) => v > 0),
  productCostCents: cents,
  shippingCents: cents,
  advertisingCents: cents,
  monthlySales: z.number().int().min(0).max(10_000_000),
  referral: z.union([z.object({ category: z.enum(FEE_CATEGORY_IDS) }), z.object({ percentBp })]),
  fba: z.union([
    z.object({
      package: z.object({
        sidesIn: z.tuple([side, side, side]),
        unitWeightOz: z.number().gt(0).max(100_000),
      }),
    }),
    z.object({ feeCents: cents }),
  ]),
  storageMonths: z.number().min(0).max(24).default(1),
  targetMarginBp: z.number().int().min(100).max(9000).default(3000),
});
export type AdvancedRoiBody = z.infer<typeof advancedRoiBody>;

export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

export const inventoryForecastBody = z.object({
  asin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || ASIN_PATTERN.test(v), { message: 'asin' })
    .optional()
    .transform((v) => v || null),
  productName: z.string().trim().min(1).max(200),
  currentStock: z.number().int().min(0).max(10_000_000),
  avgDailySales: z.number().min(0).max(1_000_000),
  priceCents: cents.nullable().optional(),
  leadTime: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\s*[-–]\s*\d{1,3})?$/)
    .default('14-21'),
  serviceLevel: z.number().min(0.5).max(0.999).default(0.95),
});
export type InventoryForecastBody = z.infer<typeof inventoryForecastBody>;

export const forecastIdParam = z.object({ id: z.uuid() });
