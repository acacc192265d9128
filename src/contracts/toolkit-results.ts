import * as z from 'zod/mini';
import { SIZE_TIERS } from '#domain/fees/fba-card-types.ts';
import { LISTING_RULE_IDS } from '#domain/listing/grade-listing.ts';
import { ANALYSIS_TYPES } from '#domain/market/analysis-focus.ts';
import { SOURCING_RULES } from '#domain/market/sourcing-rules.ts';
import { MARKETPLACE_CODES } from '#domain/marketplaces.ts';
import { currency, dateTime, fractionalMinorAmount } from './common.ts';
import { type SourcingFlag, sourcingFlag } from './estimates.ts';
import { feeCardRef, feeEstimate, fulfilmentFee, moneyRange, referralFeeEstimate } from './fees.ts';

export { type SourcingFlag, sourcingFlag };

import { productResult } from './research.ts';

/**
 * The answers of the seller toolkit (src/contracts/toolkit.ts): the results of the domain's
 * calculators (src/domain/profitability, forecast, market, listing) as the pages receive them.
 */

const marketplace = z.enum(MARKETPLACE_CODES);
const nullableNumber = z.nullable(z.number());
const marginRating = z.enum(['low', 'acceptable', 'excellent']);
const roiRating = z.enum(['low', 'good', 'excellent']);
const bpRange = z.nullable(z.object({ low: z.number(), high: z.number() }));

export const basicRoiResult = z.object({
  fees: feeEstimate,
  revenueMinor: fractionalMinorAmount,
  amazonFees: moneyRange,
  totalCosts: moneyRange,
  profit: moneyRange,
  marginBp: bpRange,
  roiBp: bpRange,
  breakevenPrice: z.nullable(moneyRange),
  marginRating,
  roiRating,
});
export type BasicRoiResult = z.output<typeof basicRoiResult>;

const unitCosts = z.object({
  priceMinor: fractionalMinorAmount,
  revenueMinor: fractionalMinorAmount,
  productCostMinor: fractionalMinorAmount,
  shippingMinor: fractionalMinorAmount,
  referralFeeMinor: fractionalMinorAmount,
  closingFeeMinor: fractionalMinorAmount,
  fbaFeeMinor: fractionalMinorAmount,
  dsfMinor: fractionalMinorAmount,
  vatOnFeesMinor: fractionalMinorAmount,
  storageMinor: fractionalMinorAmount,
  advertisingMinor: fractionalMinorAmount,
  variableCostMinor: fractionalMinorAmount,
  contributionMinor: fractionalMinorAmount,
  profitMinor: fractionalMinorAmount,
  referral: z.union([referralFeeEstimate, z.object({ percentBp: z.number() })]),
  fbaDetail: z.nullable(fulfilmentFee),
  storage: z.nullable(
    z.object({
      feeMinor: fractionalMinorAmount,
      currency,
      cubicFeet: z.number(),
      volume: z.number(),
      volumeUnit: z.enum(['ft3', 'm3']),
      peak: z.boolean(),
      sizeClass: z.enum(['standard', 'oversize']),
      rateMinorPerUnitVolume: fractionalMinorAmount,
      card: feeCardRef,
    }),
  ),
  dsf: feeEstimate.shape.dsf,
  vat: feeEstimate.shape.vat,
});

export const advancedRoiResult = z.object({
  unit: unitCosts,
  revenueMinor: fractionalMinorAmount,
  totalCostsMinor: fractionalMinorAmount,
  profitMinor: fractionalMinorAmount,
  marginBp: nullableNumber,
  roiBp: nullableNumber,
  breakevenUnits: nullableNumber,
  breakevenPriceMinor: z.nullable(fractionalMinorAmount),
  marginRating,
  roiRating,
});
export type AdvancedRoiResult = z.output<typeof advancedRoiResult>;

export const roiRecommendations = z.object({
  targetMarginBp: z.number(),
  targetPriceMinor: z.nullable(fractionalMinorAmount),
  packaging: z.array(
    z.object({
      kind: z.enum(['removeDimensionalWeight', 'smallerTier']),
      tier: z.enum(SIZE_TIERS),
      maxVolumeIn3: z.number(),
      feeMinor: fractionalMinorAmount,
      savingPerUnitMinor: fractionalMinorAmount,
      savingPerMonthMinor: fractionalMinorAmount,
    }),
  ),
  notes: z.array(
    z.discriminatedUnion('code', [
      z.object({
        code: z.literal('marginBelowTarget'),
        targetPriceMinor: z.nullable(fractionalMinorAmount),
        targetMarginBp: z.number(),
      }),
      z.object({ code: z.literal('marginMeetsTarget'), targetMarginBp: z.number() }),
      z.object({ code: z.literal('lossBeforeAdvertising') }),
      z.object({
        code: z.literal('breakevenAboveSales'),
        breakevenUnits: z.number(),
        monthlySales: z.number(),
      }),
      z.object({ code: z.literal('roiLow') }),
      z.object({ code: z.literal('packagingSaving'), savingPerMonthMinor: fractionalMinorAmount }),
      z.object({ code: z.literal('noSales') }),
    ]),
  ),
});
export type RoiRecommendations = z.output<typeof roiRecommendations>;
export type RecommendationNote = RoiRecommendations['notes'][number];
export const advancedRoiAnswer = z.object({
  result: advancedRoiResult,
  recommendations: z.nullable(roiRecommendations),
});
export type AdvancedRoiAnswer = z.output<typeof advancedRoiAnswer>;

const listingGrade = z.object({
  goal: z.enum(['seo', 'complete']),
  score: z.number(),
  findings: z.array(
    z.object({
      rule: z.enum(LISTING_RULE_IDS),
      status: z.enum(['pass', 'warn', 'fail']),
      weight: z.number(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
  coverage: z.array(
    z.object({
      keyword: z.string(),
      title: z.boolean(),
      bullets: z.boolean(),
      description: z.boolean(),
      searchTerms: z.boolean(),
      words: z.boolean(),
    }),
  ),
});
const listingText = z.object({
  title: z.string(),
  bullets: z.array(z.string()),
  description: z.string(),
  searchTerms: z.string(),
  keywords: z.array(z.string()),
});
const wordsFrom = z.array(z.string());
export const listingOptimization = z.object({
  goal: z.enum(['seo', 'complete']),
  engine: z.enum(['local', 'ai']),
  model: z.nullable(z.string()),
  titleFromCatalog: z.boolean(),
  /** What the catalog gave besides the title (ASIN mode). */
  fromCatalog: z.object({ brand: z.boolean(), category: z.boolean() }),
  brand: z.nullable(z.string()),
  category: z.nullable(z.string()),
  titleLimit: z.object({ group: z.enum(['standard', 'apparel']), recommended: z.number(), max: z.number() }),
  /** The related keywords the catalog knows for the main keyword (their words fill the search terms). */
  related: z.array(z.string()),
  /** What each optimised part was written from; "none" when the engine had no facts to write it. */
  sources: z.object({
    bullets: z.enum(['seller', 'none']),
    description: z.enum(['seller', 'bullets', 'none']),
    searchTerms: z.object({ keywords: wordsFrom, seller: wordsFrom, related: wordsFrom }),
  }),
  before: listingGrade,
  optimized: listingText,
  after: listingGrade,
});
export type ListingOptimization = z.output<typeof listingOptimization>;

export const multiMarketAnalysis = z.object({
  product: z.object({
    asin: z.string(),
    title: z.string(),
    marketplace,
    category: z.nullable(z.string()),
  }),
  displayCurrency: currency,
  rates: z.object({ date: z.string(), source: z.string() }),
  rows: z.array(
    z.object({
      marketplace,
      source: z.enum(['product', 'category', 'none']),
      listings: z.number(),
      localPriceMinor: z.nullable(fractionalMinorAmount),
      priceMinor: z.nullable(fractionalMinorAmount),
      demandPerMonth: nullableNumber,
      competition: nullableNumber,
      opportunity: nullableNumber,
      trending: z.nullable(z.enum(['up', 'down', 'flat'])),
      currency,
      categoryPath: z.nullable(z.string()),
      demandKind: z.nullable(z.enum(['atLeast', 'about', 'below', 'median', 'belowThreshold'])),
      /** notSold: the sources answered that the ASIN is not listed there; notEnoughData: no figure, or no source could say. */
      note: z.nullable(z.enum(['notSold', 'notEnoughData'])),
      /**
       * Amazon's fees on one sale at the row's price there, and what they leave, in the display
       * currency (the one fee calculator, with the seller's VAT and establishment for that store).
       */
      economics: z.nullable(
        z.object({
          amazonFees: moneyRange,
          leftAfterFees: moneyRange,
          marginPercent: z.nullable(z.object({ low: z.number(), high: z.number() })),
          sizeBasis: z.enum(['package', 'item', 'typical', 'unknown']),
          vatRemoved: z.boolean(),
          confidence: z.enum(['high', 'medium', 'low']),
        }),
      ),
    }),
  ),
  /** The cost the margins use (absent: no margin, only fees and what is left). */
  cost: z.nullable(
    z.object({ basis: z.enum(['assumedPercent', 'assumedPerUnit']), bp: z.optional(z.number()) }),
  ),
});
export type MultiMarketAnalysis = z.output<typeof multiMarketAnalysis>;

export const sourcingSettings = z.object({
  /** Rules the seller switched off. */
  disabled: z.array(z.enum(SOURCING_RULES)),
  /** Brands the seller is not approved for, as the seller typed them. */
  gatedBrands: z.array(z.string()),
});

/** A sourcing rule the product trips, with what matched; `enabled` says whether it rules it out. */

export const scanView = z.object({
  id: z.string(),
  marketplace,
  criteria: z.object({
    minUnits: z.number(),
    maxCompetition: z.number(),
    minMarginPercent: z.number(),
    marginBasis: z.optional(z.enum(['margin', 'leftAfterFees'])),
  }),
  status: z.enum(['running', 'done']),
  processed: z.number(),
  total: z.number(),
  matched: z.number(),
  results: z.array(
    z.object({
      productId: z.number(),
      asin: z.string(),
      title: z.string(),
      category: z.nullable(z.string()),
      currency,
      priceCents: z.nullable(fractionalMinorAmount),
      units: z.number(),
      competition: z.number(),
      marginPercent: z.number(),
      marginRange: z.optional(z.object({ low: z.number(), high: z.number() })),
      marginBasis: z.optional(z.enum(['margin', 'leftAfterFees'])),
      fba: z.optional(z.enum(['exact', 'package', 'item', 'typical', 'unknown'])),
      cost: z.optional(
        z.object({
          minor: fractionalMinorAmount,
          basis: z.enum(['own', 'assumedPercent', 'assumedPerUnit']),
          bp: z.optional(z.number()),
        }),
      ),
      score: z.number(),
      components: z.array(z.object({ key: z.string(), weight: z.number(), score: nullableNumber })),
      inYourHistory: z.boolean(),
      flags: z.optional(z.array(sourcingFlag)),
    }),
  ),
  sourcing: z.nullable(sourcingSettings),
  excluded: z.partialRecord(z.enum(SOURCING_RULES), z.number()),
  createdAt: dateTime,
  finishedAt: z.nullable(dateTime),
});
export type ScanView = z.output<typeof scanView>;

export const seasonalTrends = z.object({
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('product'), asin: z.string(), title: z.string() }),
    z.object({ kind: z.literal('category'), name: z.string(), path: z.string() }),
  ]),
  observations: z.number(),
  /**
   * What the monthly demand is: Amazon's "bought in past month" badges (lower bounds), or an
   * estimate — the product's rank history read with its category's calibrated curve (dated, with
   * its measured error).
   */
  basis: z.enum(['badge', 'rank_curve']),
  curve: z.nullable(z.object({ fittedAt: dateTime, medianApe: z.number(), p80Ape: z.number() })),
  result: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('ok'),
      indices: z.array(z.number()),
      peakMonths: z.array(z.number()),
      lowMonths: z.array(z.number()),
      monthsCovered: z.number(),
      observations: z.number(),
      firstMonth: z.string(),
      lastMonth: z.string(),
    }),
    z.object({
      status: z.literal('notEnoughHistory'),
      monthsCovered: z.number(),
      monthsNeeded: z.number(),
      observations: z.number(),
    }),
  ]),
});
export type SeasonalTrends = z.output<typeof seasonalTrends>;

/** An assessment note and the figures it cites (a brand or a rule by name: a string). */
const note = z.object({
  code: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.number(), z.string()]))),
});
export type Note = z.output<typeof note>;
const productVsNiche = z.object({ product: nullableNumber, nicheMedian: nullableNumber });

export const productAnalysis = z.object({
  analysisType: z.enum(ANALYSIS_TYPES),
  product: productResult,
  /** The opportunity score; null when too few of its inputs are known. */
  verdictScore: nullableNumber,
  priceBandScore: nullableNumber,
  niche: z.nullable(
    z.object({
      listings: z.number(),
      top10Share: nullableNumber,
      priceQuartiles: z.nullable(
        z.object({ p25: fractionalMinorAmount, p50: fractionalMinorAmount, p75: fractionalMinorAmount }),
      ),
      medianUnits: nullableNumber,
      medianReviews: nullableNumber,
      leadersMedianReviews: nullableNumber,
      leadersAverageRating: nullableNumber,
    }),
  ),
  competitor: z.nullable(
    z.object({
      rankByUnits: nullableNumber,
      listings: z.number(),
      price: z.object({
        product: z.nullable(fractionalMinorAmount),
        nicheMedian: z.nullable(fractionalMinorAmount),
      }),
      units: productVsNiche,
      reviews: z.object({ ...productVsNiche.shape, leadersMedian: nullableNumber }),
      rating: z.object({ product: nullableNumber, leadersAverage: nullableNumber }),
      titleScore: z.number(),
    }),
  ),
  assessment: z.object({
    verdict: z.enum(['pursue', 'investigate', 'avoid']),
    strengths: z.array(note),
    weaknesses: z.array(note),
    opportunities: z.array(note),
  }),
  /** The most the product may cost for each target margin (its fees are the product's `economics`). */
  economics: z.nullable(
    z.object({
      maxCostFor: z.array(z.object({ targetPercent: z.number(), cost: moneyRange })),
    }),
  ),
  sourcing: z.array(sourcingFlag),
  summary: z.nullable(
    z.object({
      text: z.string(),
      engine: z.object({ engine: z.string(), model: z.nullable(z.string()) }),
    }),
  ),
});
export type ProductAnalysis = z.output<typeof productAnalysis>;
