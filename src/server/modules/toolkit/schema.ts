import { z } from 'zod';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import { FEE_CATEGORY_IDS } from '#domain/fees/fee-categories.ts';
import { DEFAULT_SCAN_CRITERIA } from '#domain/market/opportunity-scan.ts';
import { SOURCING_RULES } from '#domain/market/sourcing-rules.ts';
import { CURRENCIES, MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { ANALYSIS_TYPES } from './analyze-product.ts';

/** Amounts in cents: up to $1,000,000. */
const cents = z.number().int().min(0).max(100_000_000);
const percentBp = z.number().int().min(0).max(10_000);
/** An optional ASIN: '' or absent → null; otherwise 10 letters or digits (any case). */
const optionalAsin = z
  .string()
  .trim()
  .refine((v) => v === '' || isAsin(v), { message: 'asin' })
  .optional()
  .transform((v) => (v ? normalizeAsin(v) : null));

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

export const inventoryForecastBody = z.object({
  asin: optionalAsin,
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

const text = (max: number) => z.string().max(max).default('');
export const listingBody = z.object({
  marketplace: z.enum(MARKETPLACE_CODES).default('US'),
  asin: optionalAsin,
  title: z.string().trim().max(500).default(''),
  bullets: z.array(z.string().max(1000)).max(10).default([]),
  description: text(5000),
  searchTerms: text(1000),
  keywords: z
    .array(z.string().trim().max(100))
    .max(20)
    .default([])
    .transform((list) => list.filter(Boolean)),
  brand: z.string().trim().max(100).optional(),
  usp: z.string().trim().max(300).optional(),
  goal: z.enum(['seo', 'complete']).optional(),
});
export type ListingBody = z.infer<typeof listingBody>;

export const seasonalQuery = z.object({
  marketplace: z.enum(MARKETPLACE_CODES).default('US'),
  asin: optionalAsin,
  category: z.string().trim().max(200).optional(),
});

export const multiMarketQuery = z.object({
  asin: z
    .string()
    .trim()
    .refine((v) => isAsin(v), { message: 'asin' })
    .transform(normalizeAsin),
  marketplace: z.enum(MARKETPLACE_CODES).default('US'),
  currency: z.enum(CURRENCIES).optional(),
});

export const scanBody = z.object({
  marketplace: z.enum(MARKETPLACE_CODES).default('US'),
  minUnits: z.number().int().min(0).max(1_000_000).default(DEFAULT_SCAN_CRITERIA.minUnits),
  maxCompetition: z.number().int().min(0).max(100).default(DEFAULT_SCAN_CRITERIA.maxCompetition),
  minMarginPercent: z.number().min(0).max(100).default(DEFAULT_SCAN_CRITERIA.minMarginPercent),
});
export const scanIdParam = z.object({ id: z.uuid() });

export const analyzerBody = z.object({
  asin: z.string().trim().max(20).default(''),
  marketplace: z.enum(MARKETPLACE_CODES).default('US'),
  analysisType: z.enum(ANALYSIS_TYPES).default('opportunity'),
});

/** A seller's sourcing rules: the rules switched off and the brands they are not approved for. */
export const sourcingRulesBody = z.object({
  disabled: z.array(z.enum(SOURCING_RULES)).max(SOURCING_RULES.length),
  gatedBrands: z.array(z.string().trim().min(1).max(100)).max(200),
});
