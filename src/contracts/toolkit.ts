import * as z from 'zod/mini';
import { isAsin, normalizeAsin } from '#domain/asin.ts';
import { FEE_CATEGORY_IDS } from '#domain/fees/fee-categories.ts';
import { ANALYSIS_TYPES } from '#domain/market/analysis-focus.ts';
import { DEFAULT_SCAN_CRITERIA } from '#domain/market/opportunity-scan.ts';
import { SOURCING_RULES } from '#domain/market/sourcing-rules.ts';
import { CURRENCIES, MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { minorUnits } from '#domain/money.ts';
import { uuidParams } from './common.ts';
import { defineApi } from './define.ts';
import { cents, optionalAsin } from './inventory-forecasts.ts';
import {
  advancedRoiAnswer,
  basicRoiResult,
  listingOptimization,
  multiMarketAnalysis,
  productAnalysis,
  scanView,
  seasonalTrends,
  sourcingSettings,
} from './toolkit-results.ts';

export type * from './toolkit-results.ts';

const marketplace = z._default(z.enum(MARKETPLACE_CODES), 'US');
const percentBp = z.int().check(z.minimum(0), z.maximum(10_000));

const side = z.number().check(z.positive(), z.maximum(1000));
/** A package: three sides in inches and the packaged weight in ounces. */
const packageBody = z.object({
  sidesIn: z.tuple([side, side, side]),
  unitWeightOz: z.number().check(z.positive(), z.maximum(100_000)),
});

/** Basic ROI: Amazon's fees from the category and, when given, the package (else a "size unknown" range). */
export const basicRoiBody = z.object({
  marketplace,
  sellingPriceCents: cents,
  productCostCents: cents,
  shippingCents: z._default(cents, minorUnits(0)),
  category: z.enum(FEE_CATEGORY_IDS),
  package: z.optional(z.nullable(packageBody)),
});
export type BasicRoiBody = z.input<typeof basicRoiBody>;

export const advancedRoiBody = z.object({
  marketplace,
  sellingPriceCents: cents.check(z.refine((v) => v > 0)),
  productCostCents: cents,
  shippingCents: cents,
  advertisingCents: cents,
  monthlySales: z.int().check(z.minimum(0), z.maximum(10_000_000)),
  referral: z.union([z.object({ category: z.enum(FEE_CATEGORY_IDS) }), z.object({ percentBp })]),
  fba: z.union([z.object({ package: packageBody }), z.object({ feeCents: cents })]),
  storageMonths: z._default(z.number().check(z.minimum(0), z.maximum(24)), 1),
  targetMarginBp: z._default(z.int().check(z.minimum(100), z.maximum(9000)), 3000),
});
export type AdvancedRoiBody = z.output<typeof advancedRoiBody>;
export type AdvancedRoiInput = z.input<typeof advancedRoiBody>;

const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');
export const listingBody = z.object({
  marketplace,
  asin: optionalAsin,
  title: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
  bullets: z._default(z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(10)), []),
  description: text(5000),
  searchTerms: text(1000),
  keywords: z._default(
    z.array(z.string().check(z.trim(), z.maxLength(100))).check(
      z.maxLength(20),
      z.overwrite((list) => list.filter(Boolean)),
    ),
    [],
  ),
  brand: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  usp: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  /** The product's category (name or path): clothing, shoes and jewelry titles are held to 80 characters. */
  category: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  goal: z.optional(z.enum(['seo', 'complete'])),
});
export type ListingBody = z.output<typeof listingBody>;
export type ListingInput = z.input<typeof listingBody>;

const seasonalQuery = z.object({
  marketplace,
  asin: optionalAsin,
  category: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type SeasonalQuery = z.input<typeof seasonalQuery>;

const multiMarketQuery = z.object({
  asin: z.pipe(
    z.string().check(
      z.trim(),
      z.refine((v) => isAsin(v), { message: 'asin' }),
    ),
    z.transform(normalizeAsin),
  ),
  marketplace,
  currency: z.optional(z.enum(CURRENCIES)),
});
export type MultiMarketQuery = z.input<typeof multiMarketQuery>;

const scanBody = z.object({
  marketplace,
  minUnits: z._default(z.int().check(z.minimum(0), z.maximum(1_000_000)), DEFAULT_SCAN_CRITERIA.minUnits),
  maxCompetition: z._default(
    z.int().check(z.minimum(0), z.maximum(100)),
    DEFAULT_SCAN_CRITERIA.maxCompetition,
  ),
  minMarginPercent: z._default(
    z.number().check(z.minimum(0), z.maximum(100)),
    DEFAULT_SCAN_CRITERIA.minMarginPercent,
  ),
});
export type ScanInput = z.input<typeof scanBody>;

const analyzerBody = z.object({
  asin: z._default(z.string().check(z.trim(), z.maxLength(20)), ''),
  marketplace,
  analysisType: z._default(z.enum(ANALYSIS_TYPES), 'opportunity'),
});
export type AnalyzerInput = z.input<typeof analyzerBody>;

/** A seller's sourcing rules: the rules switched off and the brands they are not approved for. */
export const sourcingRulesBody = z.object({
  disabled: z.array(z.enum(SOURCING_RULES)).check(z.maxLength(SOURCING_RULES.length)),
  gatedBrands: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(200)),
});

const settingsAnswer = z.object({ settings: sourcingSettings });

/** The seller toolkit: ROI, listing optimizer, multi-market, sourcing rules, scanner, analyzer, seasonal trends (inventory forecasts: inventory-forecasts.ts). */
export const toolkitApi = defineApi('/toolkit', {
  /** Every plan; shipping is part of the paid calculators. */
  basicRoi: {
    method: 'POST',
    path: '/roi/basic',
    body: basicRoiBody,
    response: z.object({ result: basicRoiResult }),
  },
  advancedRoi: { method: 'POST', path: '/roi/advanced', body: advancedRoiBody, response: advancedRoiAnswer },
  /** Starter: the SEO goal; pro and elite: the complete listing. */
  optimizeListing: {
    method: 'POST',
    path: '/listing/optimize',
    body: listingBody,
    response: listingOptimization,
  },
  multiMarket: {
    method: 'GET',
    path: '/multi-market',
    query: multiMarketQuery,
    response: multiMarketAnalysis,
  },
  sourcingRules: { method: 'GET', path: '/sourcing-rules', response: settingsAnswer },
  saveSourcingRules: {
    method: 'PUT',
    path: '/sourcing-rules',
    body: sourcingRulesBody,
    response: settingsAnswer,
  },
  latestScan: {
    method: 'GET',
    path: '/scanner/scans/latest',
    response: z.object({ scan: z.nullable(scanView) }),
  },
  /** Starts a scan; its steps are then run one by one (each reads the next batch of the catalog). */
  startScan: {
    method: 'POST',
    path: '/scanner/scans',
    body: scanBody,
    response: z.object({ scan: scanView }),
    status: 201,
  },
  stepScan: {
    method: 'POST',
    path: '/scanner/scans/:id/step',
    params: uuidParams,
    response: z.object({ scan: scanView }),
  },
  /** Figures from the estimators, the summary from the AI layer. */
  analyze: { method: 'POST', path: '/analyzer', body: analyzerBody, response: productAnalysis },
  seasonal: { method: 'GET', path: '/seasonal', query: seasonalQuery, response: seasonalTrends },
});
