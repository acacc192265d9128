/**
 * FBA fulfilment fee cards (amazon-domain-facts.md, "FBA fulfilment fees"): per-unit fee by size
 * tier and shipping weight, per price band. Weights in ounces (16 oz = 1 lb), fees in cents.
 */
import type { CurrencyCode, MarketplaceCode } from '../marketplaces.ts';
import type { DatedCard } from './rate-card.ts';

export const SIZE_TIERS = ['smallStandard', 'largeStandard', 'largeBulky', 'extraLarge'] as const;
export type SizeTier = (typeof SIZE_TIERS)[number];

/** A fixed fee for shipping weights up to maxOz. */
export interface FixedBand {
  maxOz: number;
  feeMinor: number;
}
/** base + perStep for each started stepOz above aboveOz; up to maxOz (null: no upper bound). */
export interface IncrementalBand {
  maxOz: number | null;
  baseMinor: number;
  perStepMinor: number;
  stepOz: number;
  aboveOz: number;
}
export type WeightBand = FixedBand | IncrementalBand;
export type FbaFeeTable = Record<SizeTier, WeightBand[]>;

/** Size-tier limits: sorted sides (inches), length + girth, and the weight that decides the tier. */
export interface TierLimit {
  tier: SizeTier;
  longestIn: number;
  medianIn: number;
  shortestIn: number;
  lengthPlusGirthIn?: number;
  maxWeightOz: number;
  /** unit: packaged unit weight; shipping: max(unit, dimensional). */
  weightBasis: 'unit' | 'shipping';
}

export interface FbaPriceBand {
  /** The band applies to prices below this (minor units); null for the last band. */
  belowMinor: number | null;
  table: FbaFeeTable;
}

export interface FbaCard extends DatedCard {
  marketplace: MarketplaceCode;
  currency: CurrencyCode;
  /** Cubic inches per pound of dimensional weight. */
  dimensionalDivisor: number;
  /** Tiers that are charged on max(unit weight, dimensional weight); others on unit weight. */
  dimensionalTiers: SizeTier[];
  /** Ordered from the smallest tier; an item beyond every limit is extra-large. */
  tierLimits: TierLimit[];
  priceBands: FbaPriceBand[];
}

const lb = (pounds: number) => pounds * 16;

export const US_FBA_2024_TABLE: FbaFeeTable = {
  smallStandard: [
    { maxOz: 2, feeMinor: 306 },
    { maxOz: 4, feeMinor: 315 },
    { maxOz: 6, feeMinor: 324 },
    { maxOz: 8, feeMinor: 333 },
    { maxOz: 10, feeMinor: 343 },
    { maxOz: 12, feeMinor: 353 },
    { maxOz: 14, feeMinor: 360 },
    { maxOz: 16, feeMinor: 365 },
  ],
  largeStandard: [
    { maxOz: 4, feeMinor: 368 },
    { maxOz: 8, feeMinor: 390 },
    { maxOz: 12, feeMinor: 415 },
    { maxOz: 16, feeMinor: 455 },
    { maxOz: lb(1.25), feeMinor: 499 },
    { maxOz: lb(1.5), feeMinor: 537 },
    { maxOz: lb(1.75), feeMinor: 552 },
    { maxOz: lb(2), feeMinor: 577 },
    { maxOz: lb(2.25), feeMinor: 587 },
    { maxOz: lb(2.5), feeMinor: 605 },
    { maxOz: lb(2.75), feeMinor: 621 },
    { maxOz: lb(3), feeMinor: 662 },
    { maxOz: lb(20), baseMinor: 692, perStepMinor: 8, stepOz: 4, aboveOz: lb(3) },
  ],
  largeBulky: [{ maxOz: lb(50), baseMinor: 961, perStepMinor: 38, stepOz: 16, aboveOz: lb(1) }],
  extraLarge: [
    { maxOz: lb(50), baseMinor: 2633, perStepMinor: 38, stepOz: 16, aboveOz: lb(1) },
    { maxOz: lb(70), baseMinor: 4012, perStepMinor: 75, stepOz: 16, aboveOz: lb(51) },
    { maxOz: lb(150), baseMinor: 5481, perStepMinor: 75, stepOz: 16, aboveOz: lb(71) },
    { maxOz: null, baseMinor: 19495, perStepMinor: 19, stepOz: 16, aboveOz: lb(151) },
  ],
};

/** The same table with every fee moved by `deltaMinor` (e.g. the low-price discount). */
export function shiftTable(table: FbaFeeTable, deltaMinor: number): FbaFeeTable {
  const shift = (band: WeightBand): WeightBand =>
    'feeMinor' in band
      ? { ...band, feeMinor: band.feeMinor + deltaMinor }
      : { ...band, baseMinor: band.baseMinor + deltaMinor };
  return {
    smallStandard: table.smallStandard.map(shift),
    largeStandard: table.largeStandard.map(shift),
    largeBulky: table.largeBulky.map(shift),
    extraLarge: table.extraLarge.map(shift),
  };
}

export const US_TIER_LIMITS_2024: TierLimit[] = [
  {
    tier: 'smallStandard',
    longestIn: 15,
    medianIn: 12,
    shortestIn: 0.75,
    maxWeightOz: 16,
    weightBasis: 'unit',
  },
  {
    tier: 'largeStandard',
    longestIn: 18,
    medianIn: 14,
    shortestIn: 8,
    maxWeightOz: lb(20),
    weightBasis: 'shipping',
  },
  {
    tier: 'largeBulky',
    longestIn: 59,
    medianIn: 33,
    shortestIn: 33,
    lengthPlusGirthIn: 130,
    maxWeightOz: lb(50),
    weightBasis: 'shipping',
  },
];

/** amazon.com, effective 2024-04-15 (unchanged in 2025); items under $10 pay $0.77 less. */
export const US_FBA_2024: FbaCard = {
  id: 'us-fba-2024',
  effectiveFrom: '2024-04-15',
  source: 'Amazon FBA fulfilment fee rate card, amazon.com, 2024-04-15 (amazon-domain-facts.md)',
  confidence: 'high',
  marketplace: 'US',
  currency: 'USD',
  dimensionalDivisor: 139,
  dimensionalTiers: ['largeStandard', 'largeBulky', 'extraLarge'],
  tierLimits: US_TIER_LIMITS_2024,
  priceBands: [
    { belowMinor: 1000, table: shiftTable(US_FBA_2024_TABLE, -77) },
    { belowMinor: null, table: US_FBA_2024_TABLE },
  ],
};

/**
 * Every FBA card Scout ships. Amazon's 2026 card (three price bands: under $10, $10-50, over $50)
 * is added as one more FbaCard with its effective date and three priceBands once its table is
 * published in full; see docs/toolkit.md "Adding a rate card".
 */
export const FBA_CARDS: readonly FbaCard[] = [US_FBA_2024];
