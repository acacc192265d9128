import * as z from 'zod/mini';
import { dateTime, fractionalMinorAmount } from './common.ts';

/**
 * The estimates of src/domain/estimators as the API sends them, each with the inputs it used
 * (docs/estimators.md). Research, keyword analysis, favourites and /api/v1 share them.
 */

export const competitionLevel = z.enum(['low', 'medium', 'high']);

/** A calibrated BSR → monthly units curve: the fit, its date and sample, its measured error. */
export const salesCurve = z
  .object({
    a: z.number(),
    b: z.number(),
    fittedAt: dateTime,
    pairs: z.int(),
    products: z.int(),
    rankMin: z.number(),
    rankMax: z.number(),
    error: z.object({
      heldOutPairs: z.int(),
      medianApe: z.number().check(z.describe('Median absolute percentage error on held-out pairs.')),
      p80Ape: z.number(),
      ratioP10: z.number(),
      ratioP90: z.number(),
    }),
  })
  .check(z.meta({ id: 'SalesCurve', description: 'ln(units) = a − b·ln(rank), calibrated on real pairs.' }));

/** Monthly units: a badge's lower bound, a calibrated rank estimate with its range, or why not. */
export const unitsEstimate = z
  .discriminatedUnion('method', [
    z.object({ method: z.literal('badge'), lowerBound: z.number() }),
    z.object({ method: z.literal('no_badge'), upperBound: z.number() }),
    z.object({
      method: z.literal('bsr'),
      units: z.number(),
      range: z.object({ low: z.number(), high: z.number() }),
      rank: z.number(),
      curve: salesCurve,
      atLeast: z.nullable(z.number()),
      outsideFittedRanks: z.boolean(),
    }),
    z.object({
      method: z.literal('rank_range'),
      rank: z.number(),
      low: z.number(),
      high: z.number(),
      basis: z.enum(['nearby_pairs', 'other_categories']),
      count: z.int(),
      rankLow: z.nullable(z.number()),
      rankHigh: z.nullable(z.number()),
    }),
    z.object({ method: z.literal('no_curve'), rank: z.number() }),
    z.object({ method: z.literal('unknown') }),
  ])
  .check(z.meta({ id: 'UnitsEstimate', description: 'Estimated monthly units sold, with its inputs.' }));
export type UnitsEstimate = z.output<typeof unitsEstimate>;

export const revenueEstimate = z
  .nullable(
    z.object({
      kind: z.enum(['at_least', 'about', 'below']),
      cents: fractionalMinorAmount.check(z.describe('Minor units of the product currency.')),
    }),
  )
  .check(z.meta({ id: 'RevenueEstimate', description: 'Estimated monthly revenue (units × price).' }));
export type RevenueEstimate = z.output<typeof revenueEstimate>;

export const opportunityEstimate = z
  .object({
    score: z.nullable(z.number()),
    components: z.array(
      z.object({
        /** `margin`: the share of the revenue left after Amazon's fees (no product cost). */
        key: z.enum(['demand', 'competition', 'margin', 'priceBand', 'ratingGap']),
        weight: z.number(),
        score: z.nullable(z.number()),
      }),
    ),
  })
  .check(
    z.meta({
      id: 'OpportunityEstimate',
      description: 'Opportunity score 0–100 (null when none of its inputs is known) and its components.',
    }),
  );

export const trendEstimate = z
  .object({
    direction: z.enum(['up', 'down', 'flat']),
    changePercent: z.number(),
    fromDate: dateTime,
    toDate: dateTime,
  })
  .check(z.meta({ id: 'TrendEstimate', description: 'Change between the oldest and newest observation.' }));
/** A trend as the client receives it (its dates as ISO strings). */
export type TrendEstimate = z.output<typeof trendEstimate>;

/** The niche's competition as research shows it beside a product. */
export const nicheCompetition = z
  .object({
    score: z.number(),
    level: competitionLevel,
    levelScore: z.number(),
    listingCount: z.number(),
    /** Whether listingCount is a source's report of the niche's size or only the catalog's listings. */
    sizeBasis: z.enum(['reported', 'catalog']),
    leadersMedianReviews: z.nullable(z.number()),
    leadersAverageRating: z.nullable(z.number()),
  })
  .check(z.meta({ id: 'NicheCompetition' }));

/** A sourcing rule that flags a product, with its reason (src/domain/market/sourcing-rules.ts). */
export const sourcingFlag = z.discriminatedUnion('rule', [
  z.object({
    rule: z.enum(['hazmat', 'gated', 'media']),
    matched: z.string(),
    on: z.enum(['category', 'title', 'brand']),
    enabled: z.boolean(),
  }),
  z.object({
    rule: z.literal('dominant_brand'),
    brand: z.string(),
    sharePercent: z.number(),
    enabled: z.boolean(),
  }),
  z.object({ rule: z.literal('too_new'), reviews: z.number(), enabled: z.boolean() }),
]);
export type SourcingFlag = z.output<typeof sourcingFlag>;
